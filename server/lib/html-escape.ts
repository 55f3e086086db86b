/**
 * Escaping for pages written as string templates (the helper's page, the frame of server-rendered pages): every
 * title, note and line there came from an owner or a translation provider and is text, never markup.
 */
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** `name="value"`, the value escaped. */
export const htmlAttribute = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;

/**
 * JSON to put inside `<script type="application/json">`: no "<" can close the script or open a comment,
 * and U+2028/U+2029 are escaped too, so the text is also valid as a JavaScript literal. `JSON.parse` reads it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
