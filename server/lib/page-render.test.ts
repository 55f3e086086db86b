import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { fillTemplate, isServerRendered, pageTimeZone } from "./page-render";

const template = `<!doctype html><html lang="en" dir="ltr"><head><link rel="manifest" href="/manifest.en.webmanifest" /><title>Wasfa</title></head><body><div id="root"><!--app--><header>frame</header><!--/app--></div></body></html>`;

describe("server-rendered pages", () => {
  it("render the public and signed-in pages, and leave every other path to the browser", () => {
    for (const path of ["/", "/browse", "/recipe/12", "/favorites", "/account", "/menu", "/my-recipes"]) expect(isServerRendered(path)).toBe(true);
    for (const path of ["/recipe/abc", "/admin", "/forgot-password", "/my-recipes/new", "/my-recipes/3/edit", "/no/such/page"]) expect(isServerRendered(path)).toBe(false);
  });

  it("put the language and direction in the first bytes, the page in place of the frame, and the data as an inert block", () => {
    const html = fillTemplate(template, { language: "ar", title: "تصفّح · وصفة", html: "<main>مرحبا</main>", queries: { queries: [] } });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body class="rtl">');
    // The installed app's name in her language (decision 0057).
    expect(html).toContain('<link rel="manifest" href="/manifest.ar.webmanifest" />');
    expect(html).toContain("<title>تصفّح · وصفة</title>");
    expect(html).toContain('<div id="root"><main>مرحبا</main></div>');
    expect(html).not.toContain("frame");
    expect(html).toContain('<script type="application/json" id="server-state">{"language":"ar","queries":{"queries":[]}}</script></body>');
  });

  it("escape the title and every text in the data block, and move React's resource hints into the head", () => {
    const evil = "</script><script>alert(1)</script>";
    const html = fillTemplate(template, {
      language: "en",
      title: evil,
      html: `<link rel="preload" as="image" href="/a.webp"/><main>x</main>`,
      queries: { queries: [{ state: { data: { title: evil } } }] },
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html).toContain('<link rel="preload" as="image" href="/a.webp"/></head>');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    const block = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({ language: "en", queries: { queries: [{ state: { data: { title: evil } } }] } });
  });

  it("write the link preview with absolute addresses in the page's language, in place of the generic description", () => {
    const withDescription = template.replace("<title>", '<meta name="description" content="generic" />\n<title>');
    const html = fillTemplate(
      withDescription,
      { language: "ar", title: "t", html: "<main></main>", queries: {}, preview: { path: "/?cuisine=indian", title: "وصفات \"هندي\"", description: "أطباق" } },
      "https://wasfa.example",
    );
    expect(html).not.toContain("generic");
    expect(html).toContain('<meta property="og:url" content="https://wasfa.example/?cuisine=indian">');
    expect(html).toContain('<meta property="og:title" content="وصفات &quot;هندي&quot;">');
    expect(html).toContain('<meta property="og:image" content="https://wasfa.example/preview.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(fillTemplate(withDescription, { language: "en", title: "t", html: "", queries: {}, preview: null })).toContain("generic");
  });

  it("pass the owner's day and time zone to the browser, so it takes her Today over for the day it was drawn", () => {
    const html = fillTemplate(template, { language: "en", title: "t", html: "<main></main>", queries: {}, ownerDay: { day: "2026-11-28", timeZone: "Asia/Dubai" } });
    const block = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({ language: "en", queries: {}, ownerDay: { day: "2026-11-28", timeZone: "Asia/Dubai" } });
  });

  it("read the owner's time zone from her cookie only when it is one", () => {
    const withCookie = (value?: string) => ({ cookies: value === undefined ? {} : { "time-zone": value } }) as unknown as FastifyRequest;
    expect(pageTimeZone(withCookie("Asia/Dubai"))).toBe("Asia/Dubai");
    for (const value of [undefined, "", "Nowhere/Land", "</script>"]) expect(pageTimeZone(withCookie(value))).toBeUndefined();
  });
});
