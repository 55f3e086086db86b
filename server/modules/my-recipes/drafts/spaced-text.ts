import type { CheerioAPI } from "cheerio";

/** Elements that are a line of their own. */
const blocks = new Set([
  "p", "div", "li", "ul", "ol", "dl", "tr", "table", "tbody", "thead", "section", "article", "blockquote", "h1", "h2", "h3",
  "h4", "h5", "h6", "header", "footer", "figure", "figcaption", "pre", "hr", "main", "aside", "form", "details", "summary",
]);
const skipped = new Set(["script", "style", "noscript", "template", "svg", "button", "select", "textarea", "iframe"]);

type Node = { type: string; name?: string; data?: string; children?: Node[] };

/**
 * The text of an element as it reads on screen (decision 0067): a line per block, a line break per <br>, and a
 * space between inline elements written without one (`<span>150</span><span>g</span>` is "150 g", not
 * "150g" — the page's style puts the gap there). A <dt> and its <dd> (a quantity and its ingredient), and
 * a table row's cells, are one line. Lines are separated by "\n". `asPasted` gives the text as a person
 * copying the page would paste it: list items marked ("• ", "1. ") and blank lines between blocks.
 */
export function spacedText($: CheerioAPI, element: Parameters<CheerioAPI>[0], options: { asPasted?: boolean } = {}): string {
  const parts: string[] = [];
  const walk = (node: Node, depth: number, ordinal?: number) => {
    if (depth > 60) return;
    if (node.type === "text") {
      parts.push(node.data ?? "");
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    const name = node.name?.toLowerCase() ?? "";
    if (skipped.has(name)) return;
    if (name === "br") {
      parts.push("\n");
      return;
    }
    const block = blocks.has(name);
    // A term starts a line and its description ends it: "150 g" <dt>, "Risottoreis" <dd> is one line.
    parts.push(block || name === "dt" ? "\n" : " ");
    if (options.asPasted) parts.push(pastedMarker(name, ordinal));
    let items = 0;
    for (const child of node.children ?? []) walk(child, depth + 1, name === "ol" && child.name === "li" ? ++items : undefined);
    parts.push(block || name === "dd" ? "\n" : " ");
    if (options.asPasted && (headings.has(name) || name === "p" || name === "ul" || name === "ol" || name === "table")) parts.push(`\n${blank}\n`);
  };
  for (const node of $(element).toArray() as unknown as Node[]) walk(node, 0);
  const lines = parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").replace(/ ([,.;:!?)\]،])/g, "$1").replace(/([([]) /g, "$1").trim())
    .filter(Boolean);
  if (!options.asPasted) return lines.join("\n");
  // As pasted text: one blank line after each paragraph, list and heading (the paste parser reads them).
  return lines
    .join("\n")
    .replace(new RegExp(`(?:\\n?${blank})+\\n?`, "g"), "\n\n")
    .trim();
}

/** Marks where a blank line goes, through the clean-up of each line. */
const blank = "\u0000";

const headings = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** How a list item reads when it is pasted: "• " for a bullet, "3. " for the third of a numbered list. */
function pastedMarker(name: string, ordinal: number | undefined): string {
  if (name !== "li") return "";
  return ordinal === undefined ? "• " : `${ordinal}. `;
}
