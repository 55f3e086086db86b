import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./i18n";

/** A small instance with the app's shape: "translation" and "errors" in English, Arabic partly translated. */
function sample() {
  const i18n = createI18n();
  i18n.addResourceBundle("en", "translation", {
    recipes: { card: { minutes: "{{n}} min" }, only: "Only in English" },
    greeting: "Hello {{name}}, {{name}}!",
    both: "{{a}} and {{b}}",
    nested: { notText: { deeper: "x" } },
  });
  i18n.addResourceBundle("en", "errors", { unauthorized: "Please log in to continue." });
  i18n.addResourceBundle("ar", "translation", { recipes: { card: { minutes: "{{n}} دقيقة" } } });
  i18n.addResourceBundle("ar", "errors", { unauthorized: "يرجى تسجيل الدخول للمتابعة." });
  return i18n;
}

/** Texts with plural forms: English one/other, Arabic all six (one text left to the other form, one missing). */
function plurals() {
  const i18n = createI18n();
  i18n.addResourceBundle("en", "translation", {
    found: { one: "1 recipe", other: "{{n}} recipes" },
    minutes: { other: "{{n}} min" },
    servings: { one: "{{n}} serving", other: "{{n}} servings" },
    noOther: { one: "1 recipe" },
    otherNotText: { one: "1 recipe", other: { deeper: "x" } },
  });
  i18n.addResourceBundle("ar", "translation", {
    found: { zero: "لا وصفات", one: "وصفة واحدة", two: "وصفتان", few: "{{n}} وصفات", many: "{{n}} وصفة", other: "{{n}} وصفة (other)" },
    minutes: { two: "دقيقتان", other: "{{n}} دقيقة" },
  });
  return i18n;
}

describe("the translation core", () => {
  it("reads nested keys in the current language", () => {
    const i18n = sample();
    expect(i18n.t("recipes.card.minutes", { n: 5 })).toBe("5 min");
    i18n.changeLanguage("ar");
    expect(i18n.t("recipes.card.minutes", { n: 5 })).toBe("5 دقيقة");
  });

  it("fills every occurrence of a placeholder and leaves one without a value as written", () => {
    const i18n = sample();
    expect(i18n.t("greeting", { name: "Amal" })).toBe("Hello Amal, Amal!");
    expect(i18n.t("both", { a: 0 })).toBe("0 and {{b}}");
    expect(i18n.t("both", { a: "x", b: undefined })).toBe("x and {{b}}");
    expect(i18n.t("greeting")).toBe("Hello {{name}}, {{name}}!");
  });

  it("isolates a left-to-right value in a right-to-left text, so the number or stop after it stays on its own side", () => {
    const i18n = createI18n();
    i18n.addResourceBundle("en", "translation", { open: "{{title}}: {{done}} of {{total}}", to: "Send to {{name}}." });
    i18n.addResourceBundle("ar", "translation", { open: "ترجمات {{title}}: {{done}} من {{total}}", to: "أرسلها إلى {{name}}." });
    i18n.changeLanguage("ar");
    expect(i18n.t("open", { title: "Chicken Machboos", done: 3, total: 16 })).toBe("ترجمات \u2068Chicken Machboos\u2069: 3 من 16");
    expect(i18n.t("to", { name: "+971 50 123 4567" })).toBe("أرسلها إلى \u2068+971 50 123 4567\u2069.");
    expect(i18n.t("to", { name: "maria@example.com" })).toBe("أرسلها إلى \u2068maria@example.com\u2069.");
    // Arabic values and plain numbers read right as they are; English texts are left alone, even their fallback in Arabic.
    expect(i18n.t("to", { name: "مريم" })).toBe("أرسلها إلى مريم.");
    expect(i18n.t("open", { title: "مجبوس", done: 3, total: 16 })).toBe("ترجمات مجبوس: 3 من 16");
    i18n.addResourceBundle("en", "translation", { only: "Only {{name}}" });
    expect(i18n.t("only", { name: "Maria" })).toBe("Only Maria");
    i18n.changeLanguage("en");
    expect(i18n.t("to", { name: "Maria" })).toBe("Send to Maria.");
  });

  it("does not escape HTML in values, since React escapes what it renders", () => {
    expect(sample().t("greeting", { name: "<b>&" })).toBe("Hello <b>&, <b>&!");
  });

  it("reads another namespace through the ns option or a namespace prefix", () => {
    const i18n = sample();
    i18n.changeLanguage("ar");
    expect(i18n.t("unauthorized", { ns: "errors" })).toBe("يرجى تسجيل الدخول للمتابعة.");
    expect(i18n.t("errors:unauthorized")).toBe("يرجى تسجيل الدخول للمتابعة.");
    expect(i18n.getFixedT("errors")("unauthorized")).toBe("يرجى تسجيل الدخول للمتابعة.");
    expect(i18n.getFixedT("errors")("translation:recipes.card.minutes", { n: 2 })).toBe("2 دقيقة");
  });

  it("falls back to English for a text the language lacks, then to the key itself", () => {
    const i18n = sample();
    i18n.changeLanguage("ar");
    expect(i18n.t("recipes.only")).toBe("Only in English");
    expect(i18n.t("recipes.missing")).toBe("recipes.missing");
    expect(i18n.t("missing", { ns: "errors" })).toBe("missing");
    expect(i18n.t("recipes.card")).toBe("recipes.card");
    expect(i18n.t("nested.notText")).toBe("nested.notText");
  });

  it("never reads inherited object properties as texts", () => {
    const i18n = sample();
    expect(i18n.t("constructor")).toBe("constructor");
    expect(i18n.t("__proto__.toString")).toBe("__proto__.toString");
    expect(i18n.t("greeting.length")).toBe("greeting.length");
  });

  it("uses defaultValue only when no language has the text, and interpolates it", () => {
    const i18n = sample();
    i18n.changeLanguage("ar");
    expect(i18n.t("recipes.difficulty.hard", { defaultValue: "hard" })).toBe("hard");
    expect(i18n.t("missing", { defaultValue: "{{n}} left", n: 3 })).toBe("3 left");
    expect(i18n.t("recipes.only", { defaultValue: "unused" })).toBe("Only in English");
  });

  it("tells subscribers when texts are added, with a new t so React re-renders", () => {
    const i18n = sample();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.getFixedT("admin");
    expect(i18n.getFixedT("admin")).toBe(before);
    expect(before("heading")).toBe("heading");

    i18n.addResourceBundle("en", "admin", { heading: "Users" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle("en", "admin")).toBe(true);
    expect(i18n.hasResourceBundle("ar", "admin")).toBe(false);
    const after = i18n.getFixedT("admin");
    expect(after).not.toBe(before);
    expect(after("heading")).toBe("Users");

    unsubscribe();
    i18n.addResourceBundle("ar", "admin", { heading: "المستخدمون" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("merges a bundle added again into the namespace, the newer texts winning", () => {
    const i18n = sample();
    i18n.addResourceBundle("en", "errors", { unauthorized: "Log in first.", forbidden: "No." });
    expect(i18n.t("errors:unauthorized")).toBe("Log in first.");
    expect(i18n.t("errors:forbidden")).toBe("No.");
  });

  it("picks the plural form of the count by the language's rules", () => {
    const i18n = plurals();
    expect([0, 1, 2, 25].map((n) => i18n.t("found", { n }))).toEqual(["0 recipes", "1 recipe", "2 recipes", "25 recipes"]);
    i18n.changeLanguage("ar");
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 111].map((n) => i18n.t("found", { n }))).toEqual([
      "لا وصفات",
      "وصفة واحدة",
      "وصفتان",
      "3 وصفات",
      "10 وصفات",
      "11 وصفة",
      "99 وصفة",
      "100 وصفة (other)",
      "102 وصفة (other)",
      "111 وصفة",
    ]);
  });

  it("reads the count from count before n, and uses the other form without a number", () => {
    const i18n = plurals();
    expect(i18n.t("found", { count: 1, n: 5 })).toBe("1 recipe");
    expect(i18n.t("found", { n: "several" })).toBe("several recipes");
    expect(i18n.t("found")).toBe("{{n}} recipes");
  });

  it("falls back to the other form when a language lacks the count's form, then to English", () => {
    const i18n = plurals();
    i18n.changeLanguage("ar");
    expect(i18n.t("minutes", { n: 1 })).toBe("1 دقيقة");
    expect(i18n.t("minutes", { n: 2 })).toBe("دقيقتان");
    expect(i18n.t("servings", { n: 1 })).toBe("1 serving");
    expect(i18n.t("servings", { n: 4 })).toBe("4 servings");
  });

  it("reads an object as plural forms only when it has an other text", () => {
    const i18n = plurals();
    expect(i18n.t("noOther", { n: 1 })).toBe("noOther");
    expect(i18n.t("otherNotText", { n: 1 })).toBe("otherNotText");
  });

  it("switches language and direction together, and tells subscribers only of a real change", () => {
    const i18n = sample();
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect([i18n.language, i18n.dir()]).toEqual(["en", "ltr"]);

    i18n.changeLanguage("ar");
    expect([i18n.language, i18n.dir()]).toEqual(["ar", "rtl"]);
    expect(i18n.dir("en")).toBe("ltr");
    expect(listener).toHaveBeenCalledTimes(1);

    i18n.changeLanguage("ar");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
