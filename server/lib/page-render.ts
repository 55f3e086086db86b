import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "../../common/languages";
import { pageAt } from "../../common/pages";
import { serverStateId, type RenderedPage, type ServerState } from "../../common/server-render";
import { isTimeZone, timeZoneCookie } from "../../common/time-zone";
import { escapeHtml, jsonForHtml } from "./html-escape";
import { previewTags } from "./preview-tags";

/** The picture every app page's link preview shows (client/public), 1200×630. */
export const previewImagePath = "/preview.png";

/** What the server-rendering bundle (client/src/entry-server.tsx) exports. */
export type ServerRenderEntry = {
  ready: Promise<unknown>;
  render(input: { url: string; language: InterfaceLanguage; fetch: typeof fetch; visitor: "owner" | "guest"; timeZone?: string }): Promise<RenderedPage>;
};

/** The pages rendered on the server (decision 0055, common/pages.ts); every other path is drawn in the browser as before. */
export const isServerRendered = (pathname: string) => pageAt(pathname)?.serverRendered === true;

/** The cookie the client mirrors its language choice into (client/src/i18n/setup.ts), else English. */
export function pageLanguage(request: FastifyRequest): InterfaceLanguage {
  const chosen = request.cookies["app-language"];
  return isInterfaceLanguage(chosen) ? chosen : "en";
}

/** The time zone the browser keeps in its cookie (client/src/lib/owner-day.ts), when it is one; else undefined. */
export function pageTimeZone(request: FastifyRequest): string | undefined {
  const kept = request.cookies[timeZoneCookie];
  return isTimeZone(kept) ? kept : undefined;
}

/** Loads the bundle when the build has one; the server renders nothing without it (API tests, a partial build). */
export async function loadServerRender(file: string): Promise<ServerRenderEntry | undefined> {
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerRenderEntry;
  await entry.ready;
  return entry;
}

/**
 * A `fetch` for the page's queries, answered by the app itself (`inject`) as the same request from the same
 * visitor would be: same routes, same catalogue cache, same session, same checks.
 */
export function fetchFromApp(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input) => {
    const url = String(input);
    if (!url.startsWith("/api/")) throw new Error(`server render asked for ${url}`);
    const answer = await app.inject({
      method: "GET",
      url,
      remoteAddress: request.ip,
      headers: {
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
        ...(request.headers["user-agent"] && { "user-agent": request.headers["user-agent"] }),
        "accept-language": pageLanguage(request),
        "x-request-id": request.id,
      },
    });
    const contentType = answer.headers["content-type"];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}

/**
 * The page's HTML: `template` (index.html with its preloads) with the language, title, content and data filled
 * in, and the link preview's tags with absolute addresses under `appUrl` when the page has one.
 */
export function fillTemplate(template: string, page: RenderedPage & { language: InterfaceLanguage }, appUrl = ""): string {
  const dir = isRightToLeft(page.language) ? "rtl" : "ltr";
  const state: ServerState = { language: page.language, queries: page.queries, ...(page.ownerDay && { ownerDay: page.ownerDay }) };
  // React puts the hints it found (preloads of the first pictures) before the page; they belong in the head.
  const [, hints = "", content = ""] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(page.html)!;
  const data = `<script type="application/json" id="${serverStateId}">${jsonForHtml(state)}</script>`;
  const preview = page.preview
    ? previewTags({ url: `${appUrl}${page.preview.path}`, title: page.preview.title, description: page.preview.description, image: `${appUrl}${previewImagePath}` })
    : "";
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.language}" dir="${dir}">`)
    // The installed app's name and direction in the page's language (client/public/manifest.*.webmanifest).
    .replace('href="/manifest.en.webmanifest"', () => `href="/manifest.${page.language}.webmanifest"`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title ? `<title>${escapeHtml(page.title)}</title>` : title))
    // The preview brings its own description, in the page's language.
    .replace(/<meta name="description" [^>]*>\n?\s*/, (description) => (preview ? "" : description))
    .replace("</head>", () => `${preview}${hints}</head>`)
    .replace("<body>", dir === "rtl" ? `<body class="rtl">` : "<body>")
    .replace(/<!--app-->[\s\S]*<!--\/app-->/, () => content)
    .replace("</body>", () => `${data}</body>`);
}
