import { describe, expect, it } from "vitest";
import { durationsIn } from "../../../common/kitchen/durations";
import { timerWords } from "./timer-words";

const wordsOf = (english: string, hers: string) => timerWords(hers, durationsIn(english));

describe("timerWords", () => {
  it("names each of a step's timers by the clause of her step that says its time", () => {
    expect(wordsOf("Fry the onions for 5 minutes, then add the rice and simmer for 20 minutes.", "प्याज़ को 5 मिनट भूनें, फिर चावल डालकर 20 मिनट धीमी आँच पर पकाएँ।")).toEqual([
      "प्याज़ को 5 मिनट भूनें",
      "फिर चावल डालकर 20 मिनट धीमी आँच पर पकाएँ",
    ]);
  });

  it("reads her digits in any script, and tells two timers of the same length apart by their order", () => {
    expect(wordsOf("Boil the eggs for 10 minutes; soak the rice for 10 minutes.", "اسلقي البيض ١٠ دقائق؛ انقعي الرز ١٠ دقائق.")).toEqual(["اسلقي البيض ١٠ دقائق", "انقعي الرز ١٠ دقائق"]);
  });

  it("gives no words to a step's only timer, or to one whose number her step does not hold", () => {
    expect(wordsOf("Simmer for 20 minutes.", "20 minuto pakuluan.")).toEqual([undefined]);
    expect(wordsOf("Rest for half an hour. Bake for 25 minutes.", "Pahingahin nang kalahating oras. I-bake nang 25 minuto.")).toEqual([undefined, "I-bake nang 25 minuto"]);
  });

  it("takes a timer's whole sentence where it is short and names no other timer", () => {
    expect(wordsOf("Turn the chicken in the spices for 5 minutes. Add the tomatoes and cook until soft, about 5 minutes.", "Baliktarin ang manok sa spices nang 5 minuto. Ilagay ang kamatis at lutuin hanggang lumambot, mga 5 minuto.")).toEqual([
      "Baliktarin ang manok sa spices nang 5 minuto",
      "Ilagay ang kamatis at lutuin hanggang lumambot, mga 5 minuto",
    ]);
    expect(wordsOf("Cook for 3 minutes. Simmer 20 minutes.", "اسے 3 منٹ پکائیں۔ 20 منٹ دم دیں۔")).toEqual(["اسے 3 منٹ پکائیں", "20 منٹ دم دیں"]);
  });

  it("shortens a long clause at a word", () => {
    const [first] = wordsOf("Stir for 2 minutes, then rest 5 minutes.", `Stir the thick dark and very fragrant tomato sauce slowly with a long wooden spoon from the bottom up for 2 minutes, then rest 5 minutes.`);
    expect(first!.length).toBeLessThanOrEqual(81);
    expect(first).toMatch(/^Stir the thick dark .*\S…$/);
  });
});
