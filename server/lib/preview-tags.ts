import { htmlAttribute as attribute } from "./html-escape";

/** What a shared link shows in WhatsApp and other apps, and the page's canonical address. */
export type LinkPreview = { url: string; title: string; description: string; image: string | null };

const meta = (key: "name" | "property", name: string, content: string) => `<meta ${key}="${name}" ${attribute("content", content)}>`;

/** Link previews (Open Graph, Twitter card) and the canonical address: the helper's page and the app's own pages (decision 0055). */
export function previewTags({ url, title, description, image }: LinkPreview): string {
  return [
    `<link rel="canonical" ${attribute("href", url)}>`,
    meta("name", "description", description),
    meta("property", "og:type", "article"),
    meta("property", "og:site_name", "Wasfa"),
    meta("property", "og:url", url),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(image ? [meta("name", "twitter:image", image)] : []),
  ].join("");
}
