import { load } from "cheerio";

const blocks = "p, li, div, h1, h2, h3, h4, h5, h6, tr, ol, ul, section, article, blockquote";

/** Sites double-encode entities ("&amp;amp;", "&amp;#39;"); decoding stops once nothing encoded is left. */
const encoded = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]+);/i;

function decoded(value: string): string {
  if (!/[<&]/.test(value)) return value;
  let text = value;
  for (let round = 0; round < 3; round += 1) {
    const $ = load(text, null, false);
    $("br").replaceWith("\n");
    $(blocks).each((_, element) => {
      $(element).append("\n");
    });
    $("script, style").remove();
    const next = $.root().text();
    if (next === text || !encoded.test(next)) return next;
    text = next;
  }
  return text;
}

/** The lines of a text that may hold HTML tags and entities: one per paragraph, list item or <br>. */
export function linesOfHtml(value: string): string[] {
  return decoded(value)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** A text that may hold HTML tags and entities, as one line of plain text. */
export function textOfHtml(value: string): string {
  return linesOfHtml(value).join(" ");
}
