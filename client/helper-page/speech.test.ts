import { describe, expect, it } from "vitest";
import { voiceFor } from "./speech";

const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;
const phoneVoices = [voice("en-US"), voice("ar-SA"), voice("hi_IN"), voice("tl-PH"), voice("in-ID")];

describe("voiceFor", () => {
  it("finds a voice of her language whatever the region or separator", () => {
    expect(voiceFor("hi", phoneVoices)?.lang).toBe("hi_IN");
    expect(voiceFor("ar", phoneVoices)?.lang).toBe("ar-SA");
  });

  it("takes a Tagalog voice for Filipino and an old 'in' voice for Indonesian", () => {
    expect(voiceFor("fil", phoneVoices)?.lang).toBe("tl-PH");
    expect(voiceFor("id", phoneVoices)?.lang).toBe("in-ID");
  });

  it("finds none for Urdu on a phone with Arabic and Hindi voices only, rather than read Urdu with them", () => {
    expect(voiceFor("ur", phoneVoices)).toBeUndefined();
    expect(voiceFor("my", phoneVoices)).toBeUndefined();
  });

  it("does not take a voice whose code only starts with hers", () => {
    expect(voiceFor("ms", [voice("msa-XX")])).toBeUndefined();
  });
});
