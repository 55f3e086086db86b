import { describe, expect, it } from "vitest";
import { readPhone } from "@common/phone";
import { countryGroups, countryLabel, guessPhoneCountry, shownNumber, startingCountry } from "./phone-countries";

describe("the country of the helper's number", () => {
  it("lists the Gulf first, then the helpers' home countries, then every other country by its name", () => {
    const groups = countryGroups("en", { everyCountry: true });
    expect(groups[0]!.options.map((option) => option.code)).toEqual(["AE", "SA", "QA", "KW", "BH", "OM"]);
    expect(groups[1]!.options.map((option) => option.code)).toEqual(expect.arrayContaining(["PH", "IN", "ET", "LK", "NP", "ID", "BD", "UG", "KE", "MM", "PK"]));
    const rest = groups[2]!.options;
    expect(rest.length).toBeGreaterThan(200);
    expect(rest.map((option) => option.code)).not.toContain("PH");
    expect(rest.map((option) => option.label)).toEqual([...rest.map((option) => option.label)].sort(new Intl.Collator("en").compare));
  });

  it("names each in the interface language, with its calling code held left to right", () => {
    expect(countryLabel("PH", "en")).toBe("Philippines (\u200e+63\u200e)");
    expect(countryLabel("SA", "ar")).toBe("المملكة العربية السعودية (\u200e+966\u200e)");
  });

  it("first lists only the two short groups, and the chosen country when it is in neither", () => {
    const short = countryGroups("en", { everyCountry: false, selected: "FR" });
    expect(short[2]!.options.map((option) => option.code)).toEqual(["FR"]);
    expect(countryGroups("en", { everyCountry: false, selected: "PH" })[2]!.options).toEqual([]);
  });

  it.each([
    [{ timeZone: "Asia/Riyadh", languages: ["en-US"] }, "SA"],
    [{ timeZone: "Asia/Qatar", languages: ["ar"] }, "QA"],
    [{ timeZone: "Asia/Manila", languages: ["en-US"] }, "PH"],
    [{ timeZone: "Europe/Berlin", languages: ["ar-KW", "en"] }, "KW"],
    [{ timeZone: "UTC", languages: ["en", "ar"] }, null],
    [{ timeZone: undefined, languages: ["not a tag", "en-AE"] }, "AE"],
  ])("is guessed from the phone's time zone, else its language's region: %j → %s", (browser, expected) => {
    expect(guessPhoneCountry(browser)).toBe(expected);
  });

  it("starts as the saved number's own country, else the owner's profile country, else none", () => {
    expect(startingCountry({ domesticWorkerPhone: "+639171234567", country: "AE" })).toBe("PH");
    expect(startingCountry({ domesticWorkerPhone: null, country: "QA" })).toBe("QA");
    expect(startingCountry({ domesticWorkerPhone: null, country: null })).toBeNull();
  });

  it("shows a saved number in its international form", () => {
    expect(shownNumber("+971501234567")).toBe("+971 50 123 4567");
    expect(shownNumber(null)).toBe("");
  });
});

describe("a typed number", () => {
  it("is read in the chosen country when written nationally", () => {
    expect(readPhone("0917 123 4567", "PH")).toEqual({ ok: true, e164: "+639171234567", country: "PH", international: "+63 917 123 4567" });
    expect(readPhone("0551234567", "SA")).toMatchObject({ ok: true, e164: "+966551234567" });
  });

  it("keeps its own country when written with + or 00", () => {
    expect(readPhone("+251 91 123 4567", "AE")).toMatchObject({ ok: true, country: "ET" });
    expect(readPhone("0063 917 123 4567", "AE")).toMatchObject({ ok: true, e164: "+639171234567", country: "PH" });
  });

  it("is not read at all without a country, nor when it is no real number", () => {
    expect(readPhone("0551234567", null)).toEqual({ ok: false, reason: "needsCountry" });
    expect(readPhone("0917 123 4567", "AE")).toEqual({ ok: false, reason: "invalid" });
  });
});
