import { jsonrepair } from "jsonrepair";

/** The wrappers sites put around a JSON-LD block: an HTML comment, CDATA (commented out or not). */
const wrapperStart = /^\s*(?:<!--|(?:\/\/\s*)?<!\[CDATA\[)/;
const wrapperEnd = /(?:-->|(?:\/\/\s*)?\]\]>)\s*$/;

/**
 * A JSON-LD block as browsers and Google read it, though `JSON.parse` refuses it (decision 0067): trailing commas,
 * a closing "};", `\'` escapes, raw line breaks inside strings (kept as line breaks, so a list written one
 * item a line stays a list), comments, single quotes. Valid JSON is parsed as it is; what cannot be repaired
 * is undefined. Never throws.
 */
export function parseJsonLd(text: string): unknown {
  const body = text.replace(wrapperStart, "").replace(wrapperEnd, "").trim().replace(/;+$/, "");
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    // Not strict JSON: repaired below.
  }
  try {
    return JSON.parse(jsonrepair(body));
  } catch {
    return undefined;
  }
}
