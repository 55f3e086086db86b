import { describe, expect, it } from "vitest";
import type { HelperMenuPage, HelperRecipePage } from "../../../common/helper-page";
import { helperLanguageCodes, isRightToLeft } from "../../../common/languages";
import { helperText } from "./helper-texts";
import type { HelperPageAssets } from "./document";
import { renderGonePage, renderMenuPage, renderNotFoundPage, renderRecipePage } from "./render";
import { helperTextsIn, sampleMenuPage, sampleRecipePage } from "../../../test/helper-page-samples";

const appUrl = "https://wasfa.example";
const assets: HelperPageAssets = {
  scripts: ["/assets/helper-abc.js"],
  styles: ["/assets/helper-abc.css"],
  fontStyles: ["/assets/helper-font-nastaliq-x.css"],
  serviceWorker: "/h/sw.js",
};

const hostile = `</title></textarea><script>alert("x")</script><img src=x onerror='alert(1)'>`;

function hostilePage(): HelperRecipePage {
  const page = sampleRecipePage("ur", appUrl);
  return {
    ...page,
    ownerName: `Fatima ${hostile}`,
    og: { title: hostile, description: `"${hostile}"`, image: `${appUrl}/api/images/x?w=640&a="><script>` },
    recipe: {
      ...page.recipe,
      title: hostile,
      description: hostile,
      ingredients: [hostile, ...page.recipe.ingredients],
      steps: [{ text: hostile, timers: [{ seconds: 60, label: "01:00" }] }, ...page.recipe.steps],
    },
    notes: [hostile, "A line\u2028with a separator"],
    noteAsWritten: hostile,
    reply: {
      ...page.reply!,
      action: `/h/x/reply"><script>`,
      choices: page.reply!.choices.map((choice) =>
        choice.param && choice.param.name !== "time"
          ? { ...choice, label: hostile, param: { ...choice.param, legend: hostile, options: [{ value: hostile, label: hostile, text: hostile, group: hostile }] } }
          : { ...choice, label: hostile },
      ),
    },
  };
}

/** The document with the JSON data block taken out, to look at its markup alone. */
const markupOf = (html: string) => html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, "");
const dataOf = (html: string): unknown => JSON.parse(/<script type="application\/json" id="helper-data"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("renderRecipePage", () => {
  it("writes a hostile title, note, name and line as text: no tag, script or attribute of theirs gets in", () => {
    const html = renderRecipePage(hostilePage(), assets);
    const markup = markupOf(html);
    expect(markup.match(/<script/g)).toHaveLength(1); // the page's own module script
    expect(markup).not.toContain("<img src=x");
    // The Reply form's own box for her words is the one textarea (decision 0085).
    expect(markup.match(/<\/textarea>/g)).toHaveLength(1);
    expect(markup.match(/<\/title>/g)).toHaveLength(1);
    expect(markup).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(unescape(metaContent(html, "og:description")!)).toBe(`"${hostile}"`);
    expect(unescape(/<title>(.*?)<\/title>/.exec(html)![1]!)).toBe(hostile);
  });

  it("embeds the model as JSON that parses back to the same data, hostile text and all", () => {
    const page = hostilePage();
    const html = renderRecipePage(page, assets);
    expect(dataOf(html)).toEqual(page);
    expect(html).toContain('data-service-worker="/h/sw.js"');
  });

  it("runs no inline script: only the built module, by its address, and the data block, which is not run", () => {
    const scripts = [...renderRecipePage(sampleRecipePage("hi", appUrl), assets).matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="module" src="/assets/helper-abc.js"', ' type="application/json" id="helper-data" data-service-worker="/h/sw.js"']);
  });

  it.each(helperLanguageCodes)("sets lang and dir for %s", (language) => {
    const html = renderRecipePage(sampleRecipePage(language, appUrl), assets);
    expect(html).toContain(`<html lang="${language}" dir="${isRightToLeft(language) ? "rtl" : "ltr"}">`);
  });

  it("writes Urdu and Arabic right to left", () => {
    expect(renderRecipePage(sampleRecipePage("ur", appUrl), assets)).toContain('<html lang="ur" dir="rtl">');
    expect(renderRecipePage(sampleRecipePage("ar", appUrl), assets)).toContain('<html lang="ar" dir="rtl">');
  });

  it("is not indexed, sends no referrer, and has the link preview in her language", () => {
    const page = sampleRecipePage("hi", appUrl);
    const html = renderRecipePage(page, assets);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(page.og.title).toMatch(/[\u0900-\u097f]/);
    for (const key of ["og:title", "twitter:title"]) expect(metaContent(html, key)).toBe(page.og.title);
    for (const key of ["og:description", "twitter:description"]) expect(metaContent(html, key)).toBe(page.og.description);
    for (const key of ["og:image", "twitter:image"]) expect(metaContent(html, key)).toBe(page.og.image);
    expect(metaContent(html, "og:url")).toBe(page.canonicalUrl);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  });

  it("names no address but the given files and the app's own (no third party)", () => {
    const html = renderRecipePage(sampleRecipePage("ta", appUrl), assets);
    const absolute = [...html.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>\\]+/gi)].map((match) => match[0]);
    expect(absolute.length).toBeGreaterThan(0);
    for (const address of absolute) expect(address.startsWith(`${appUrl}/`), address).toBe(true);
    const local = [...markupOf(html).matchAll(/(?:src|href)="(\/[^"]*)"/g)].map((match) => match[1]);
    const allowed = [...assets.scripts, ...assets.styles, ...assets.fontStyles, "/favicon.svg"];
    for (const address of local) expect(allowed, address).toContain(address);
    expect(html).not.toMatch(/(?:src|href)="\/\//);
  });

  it("shows the owner's first name, her notes, and a note sent untranslated with its marker", () => {
    const page = sampleRecipePage("ur", appUrl);
    const html = renderRecipePage(page, assets);
    expect(html).toContain(helperText("ur", "from", { name: "Fatima" }));
    for (const note of page.notes) expect(html).toContain(`<li>${note}</li>`);
    expect(html).toContain(`<span dir="auto">${page.noteAsWritten}</span> <span class="marker">${helperText("ur", "noteAsWritten")}</span>`);
    // The note comes before the recipe.
    expect(html.indexOf(page.notes[0]!)).toBeLessThan(html.indexOf('<article class="recipe"'));
  });

  it("says when some lines are still in English, and only then", () => {
    const page = sampleRecipePage("sw", appUrl);
    const notice = helperText("sw", "partlyEnglish");
    expect(markupOf(renderRecipePage(page, assets))).not.toContain(notice);
    expect(markupOf(renderRecipePage({ ...page, partlyEnglish: true }, assets))).toContain(`<p class="notice">${notice}</p>`);
  });

  it("lists ingredients as checkboxes inside their labels and steps as an ordered list, with servings and a sized picture", () => {
    const page = sampleRecipePage("bn", appUrl);
    const html = renderRecipePage(page, assets);
    const boxes = [...html.matchAll(/<label class="check"><input type="checkbox" id="([^"]+)" autocomplete="off"><span>/g)].map((match) => match[1]);
    expect(boxes).toEqual(page.recipe.ingredients.map((_, index) => `r1-i${index}`));
    const steps = /<ol class="steps" id="cook-r1" data-recipe="r1">(.*?)<\/ol>/.exec(html)![1]!;
    expect(steps.match(/<li>/g)).toHaveLength(page.recipe.steps.length);
    expect(html).toContain(helperText("bn", "servings", { count: page.recipe.servings }));
    expect(html).toMatch(/<img class="picture" src="[^"]+" alt="" width="640" height="480"/);
  });

  it("leaves the picture out when the recipe has none", () => {
    const page = sampleRecipePage("fr", appUrl);
    const html = renderRecipePage({ ...page, recipe: { ...page.recipe, imageUrl: null }, og: { ...page.og, image: null } }, assets);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("og:image");
    expect(metaContent(html, "twitter:card")).toBe("summary");
  });

  it("gives her a Reply form that works with no script, outside the page's main part, posting to her link in a new tab", () => {
    const page = sampleRecipePage("ur", appUrl);
    const html = renderRecipePage(page, assets);
    const markup = markupOf(html);
    expect(markup).toContain('<a class="btn reply-open" href="#reply">');
    const sheet = /<\/main><section class="reply card" id="reply" aria-labelledby="reply-title">(.*?)<\/section>/s.exec(markup)?.[1];
    expect(sheet).toBeDefined();
    expect(sheet).toContain('<form class="reply-form" method="post" action="/h/recipe-ur/reply" target="_blank" rel="noopener noreferrer">');
    expect(sheet!.match(/name="phrase"/g)).toHaveLength(page.reply!.choices.length);
    for (const choice of page.reply!.choices) expect(sheet, choice.id).toContain(`value="${choice.id}"><span>${choice.label}</span>`);
    expect(sheet).toContain('<input type="time" name="time" dir="ltr">');
    expect(sheet).toContain('<textarea name="text" rows="3" maxlength="500" dir="auto"');
    expect(sheet).toContain('name="item" value="onion"><span>پیاز</span>');
    expect(sheet).toContain(`name="step" value="r1:${page.recipe.steps.length}"`);
    expect(sheet).toContain(`<h2 id="reply-title" tabindex="-1">${helperText("ur", "replyTitle", { name: "Fatima" })}</h2>`);
    expect(sheet).toContain(`<button type="submit" class="btn primary reply-send">${helperText("ur", "replySend")}</button>`);
  });

  it("offers no Reply where the owner cannot be answered", () => {
    const html = renderRecipePage({ ...sampleRecipePage("hi", appUrl), reply: undefined }, assets);
    expect(html).not.toContain('id="reply"');
    expect(html).not.toContain('href="#reply"');
  });
});

describe("renderMenuPage", () => {
  const menu: HelperMenuPage = sampleMenuPage("hi", appUrl);
  const html = renderMenuPage(menu, assets);

  it("lists every dish of every meal with its servings, linking to its recipe's cook mode on the page", () => {
    for (const meal of menu.meals) {
      expect(html).toContain(`<h2>${meal.day}</h2>`);
      for (const slot of meal.slots) {
        expect(html).toContain(`<h3>${slot.slot}</h3>`);
        for (const dish of slot.dishes) {
          const line = helperText("hi", "dishServings", { title: dish.title, count: dish.servings });
          expect(html).toContain(`<a href="#cook-${dish.recipeId}">${line}</a>`);
          expect(html).toContain(`id="cook-${dish.recipeId}"`);
        }
      }
    }
  });

  it("has each recipe in its own section with its steps and ingredients", () => {
    for (const recipe of menu.recipes) {
      expect(html).toContain(`<details class="recipe card" id="${recipe.id}"><summary><h2>${recipe.title}</h2></summary>`);
      expect(html).toContain(`id="${recipe.id}-i${recipe.ingredients.length - 1}"`);
    }
  });

  it("lists the shopping list by aisle, every thing a checkbox named by its key, with its name and amount", () => {
    expect(html).toContain(helperText("hi", "shoppingList"));
    for (const group of menu.shopping) expect(html).toContain(`<h3>${group.aisle}</h3>`);
    const lines = menu.shopping.flatMap((group) => group.lines);
    for (const line of lines) expect(html).toContain(`id="shop-${line.key}"`);
    expect(html.match(/id="shop-[^"]+"/g)).toHaveLength(lines.length);
    const one = renderMenuPage({ ...menu, shopping: [{ aisle: "x", lines: [{ key: "k", name: "Onions <b>", amount: "3", text: "Onions <b> — 3" }] }] }, assets);
    expect(one).toContain('<input type="checkbox" id="shop-k" aria-label="Onions &lt;b&gt; — 3" autocomplete="off"><span class="item"><span>Onions &lt;b&gt;</span><span class="amount">3</span></span>');
  });

  it("embeds the menu as JSON that parses back to it", () => {
    expect(dataOf(html)).toEqual(menu);
  });
});

describe("renderGonePage", () => {
  it("says in her language, right to left for Urdu, that the link has expired, with no script", () => {
    const html = renderGonePage({ language: "ur", dir: "rtl", texts: helperTextsIn("ur") });
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(helperText("ur", "expiredTitle"));
    expect(html).toContain(helperText("ur", "expiredBody"));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
  });

  it("says the family stopped sharing a link they stopped, in its place", () => {
    const html = renderGonePage({ language: "fil", dir: "ltr", texts: helperTextsIn("fil") }, "stopped");
    expect(html).toContain(`<h1>${helperText("fil", "stoppedTitle")}</h1>`);
    expect(html).toContain(helperText("fil", "stoppedBody"));
    expect(html).toContain(`<title>${helperText("fil", "stoppedTitle")}</title>`);
    expect(html).not.toContain(helperText("fil", "expiredTitle"));
  });
});

describe("renderNotFoundPage", () => {
  it("says the page was not found in English and in Arabic, with no script and no app", () => {
    const html = renderNotFoundPage();
    expect(html).toContain(helperText("en", "notFoundTitle"));
    expect(html).toContain(`<div lang="ar" dir="rtl"><h1>${helperText("ar", "notFoundTitle")}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain('rel="stylesheet"');
  });
});
