import { escapeHtml, htmlAttribute as attribute } from "../../lib/html-escape";
import { previewTags, type LinkPreview } from "../../lib/preview-tags";

/** The built files the helper's page loads (helperPageAssets), as URLs. */
export type HelperPageAssets = { scripts: string[]; styles: string[]; fontStyles: string[]; serviceWorker: string };

export type DocumentHead = {
  language: string;
  dir: "ltr" | "rtl";
  title: string;
  /** Link previews (WhatsApp reads Open Graph) and the canonical address; absent on the error pages. */
  preview?: LinkPreview;
  styles?: string[];
  scripts?: string[];
  /** Only the error pages, which load no built file: CSP allows inline styles, never inline scripts. */
  inlineStyle?: string;
};

/**
 * A whole page: never indexed, sending no referrer (the link's token must not leak to another site),
 * and loading only the given files from our own origin.
 */
export function htmlDocument(head: DocumentHead, body: string): string {
  const [entry, ...imported] = head.scripts ?? [];
  return [
    "<!doctype html>",
    `<html ${attribute("lang", head.language)} ${attribute("dir", head.dir)}>`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    '<meta name="theme-color" content="#9a3412">',
    `<title>${escapeHtml(head.title)}</title>`,
    head.preview ? previewTags(head.preview) : "",
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...(head.styles ?? []).map((href) => `<link rel="stylesheet" ${attribute("href", href)}>`),
    head.inlineStyle ? `<style>${head.inlineStyle}</style>` : "",
    ...imported.map((src) => `<link rel="modulepreload" ${attribute("href", src)}>`),
    entry ? `<script type="module" ${attribute("src", entry)}></script>` : "",
    "</head>",
    `<body>${body}</body>`,
    "</html>",
  ].join("\n");
}

/** The app's mark, as on every Wasfa page; decorative. */
export const brandMark =
  '<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#9a3412"/><path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fde68a"/><path d="M24 22c0-4 4-4 4-8M32 22c0-4 4-4 4-8M40 22c0-4 4-4 4-8" stroke="#fde68a" stroke-width="3" fill="none" stroke-linecap="round"/></svg>';
