/** Reading one line of a pasted recipe: what marks it (bullet, number), and what is only decoration. */

/** One code point of an emoji sequence: pictograph, flag letter, skin tone, variation selector, joiner, keycap. */
const emoji = String.raw`(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3)`;
const emojiRun = new RegExp(String.raw`(?:${emoji}|[0-9#*]\uFE0F?\u20E3)+`, "gu");
const bulletChars = String.raw`\-*•▪▫◦✓✔☑✅▢□■◆◇○●►▶➤➔→⁃‣∙·–—+>~`;
const bullet = new RegExp(String.raw`^(?:(?:[${bulletChars}]|${emoji})\s*)+`, "u");
/** "1." "1)" "(1)" "1-" "١." "١-" "Step 1:" "الخطوة ١" and keycap emoji "1️⃣"; not "1-2 cloves", "1-½ cups", "1.5 kg" or "1 cup". */
const numbering = new RegExp(
  String.raw`^(?:` +
    String.raw`(?:step|الخطوة|خطوة)\s*[0-9٠-٩۰-۹]+\s*[:.)\-–]?` +
    String.raw`|(?:الخطوة|خطوة)\s+(?:ال)?(?:أولى|اولى|ثانية|ثالثة|رابعة|خامسة|سادسة|سابعة|ثامنة|تاسعة|عاشرة)\s*[:.\-–]?` +
    String.raw`|(?:أولا|اولا|ثانيا|ثالثا|رابعا|خامسا|سادسا|سابعا|ثامنا|تاسعا|عاشرا)[\u064b]?\s*[:.\-–]` +
    String.raw`|\(?[0-9٠-٩۰-۹]{1,2}\s*(?:[.):](?![0-9٠-٩۰-۹])|[\-–](?!\s*[0-9٠-٩۰-۹½¼¾⅓⅔⅛]))` +
    String.raw`|[0-9]\uFE0F?\u20E3|\u{1F51F}` +
    String.raw`)\s*`,
  "iu",
);

export type Marker = "bullet" | "number" | null;

export type Line = {
  /** The line without marker, decoration or surrounding space. */
  text: string;
  marker: Marker;
  /** It began with white space: a wrapped continuation of the line above when it has no marker. */
  indented: boolean;
  /** It began a message of a copied chat ("[12/03/2024, 18:20] Mum: "), so it continues nothing. */
  startsMessage: boolean;
};

/** Invisible characters copy-paste brings along: direction marks, zero-width spaces, byte-order marks. */
const invisible = /[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/g;

/** Strips a chat export's "[12/03/2024, 18:20] Mum: " or "12/03/2024, 18:20 - Mum: " from a line's start. */
const chatPrefix =
  /^(?:\[[\d/.,\s:apm]+\]\s*[^:\n]{1,40}:\s|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[ap]m)?\s+-\s+[^:\n]{1,40}:\s)/i;

export function readLine(raw: string): Line {
  const visible = raw.replace(invisible, "").replace(/[\u00a0\u2007\u202f\t]/g, " ");
  const indented = /^ {2,}\S/.test(visible);
  const startsMessage = chatPrefix.test(visible);
  let text = unwrapEmphasis(visible.replace(chatPrefix, "").trim());
  let marker: Marker = null;
  const number = numbering.exec(text);
  if (number) {
    marker = "number";
    text = text.slice(number[0].length);
  } else {
    const mark = bullet.exec(text);
    // "*" and "-" lead a bullet only when a space follows ("*bold*" was unwrapped above); emoji always do.
    if (mark && (/\s$/.test(mark[0]) || !/^[-*+>~]+$/.test(mark[0])) && mark[0].length < text.length) {
      marker = "bullet";
      text = text.slice(mark[0].length);
    }
  }
  return { text: text.trim(), marker, indented, startsMessage };
}

/** WhatsApp's *bold*, _italic_ and ~strike~, and Markdown's **bold** and "## " headings, shown as plain text. */
function unwrapEmphasis(text: string): string {
  return text
    .replace(/^#{1,6}\s+/, "")
    .replace(/(^|[\s(])\*{1,2}([^*\n]*[^*\s])\*{1,2}(?=$|[\s:.,)!؟?])/gu, "$1$2")
    .replace(/(^|\s)_([^_\n]*[^_\s])_(?=$|[\s:.,!؟?])/gu, "$1$2")
    .replace(/(^|\s)~([^~\n]*[^~\s])~(?=$|[\s:.,!؟?])/gu, "$1$2");
}

const decoration = /[\s#*_~=\-–—:：.|•▪◦]/u;

/**
 * Emoji and decoration around a heading or title: "🥘 *المقادير* :" → "المقادير". The end is trimmed by a
 * walk back, not by a pattern ending in `+$`, which reads a run inside the text again from each of its
 * characters (300 spaces in a line cost 45,000 steps; decision 0061).
 */
export function undecorated(text: string): string {
  const plain = text.replace(emojiRun, " ");
  let end = plain.length;
  while (end > 0 && decoration.test(plain[end - 1]!)) end -= 1;
  return plain.slice(0, end).replace(/^[\s#*_~=\-–—:：.|•▪◦]+/u, "").replace(/\s+/g, " ");
}

/** For comparing words: lower case, and Arabic without diacritics, tatweel, or the variants people type. */
export function comparable(text: string): string {
  return undecorated(text)
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[’‘`]/g, "'");
}

export function isEmojiOnly(text: string): boolean {
  return text.replace(emojiRun, "").replace(/[\s\p{P}\p{S}]/gu, "") === "";
}

/** Arabic and English quantities and measures an ingredient line starts with. */
const quantityStart = new RegExp(
  String.raw`^(?:[0-9٠-٩۰-۹½¼¾⅓⅔⅛]` +
    String.raw`|(?:one|two|three|four|five|six|half|quarter|pinch|handful|dash|bunch|splash|drizzle|sprig)\b` +
    String.raw`|(?:a|an)\s+(?:pinch|handful|dash|bunch|splash|drizzle|few|little|cup|teaspoon|tablespoon|tsp|tbsp|sprig|clove|knob|can|tin|piece)\b` +
    String.raw`|(?:نصف|نص|ربع|ثلث|كوب|كوبين|أكواب|اكواب|كاس[هة]?|كأس|ملعق[هة]|ملعقتين|ملاعق|رش[هة]|حب[هة]|حبتين|حبات|كيلو|كغ|كجم|غرام|جرام|غم|جم|لتر|علب[هة]|علب|قطع[هة]|قطع|فص|فصين|فصوص|حفن[هة]|ربط[هة]|باق[هة]|واحد|واحد[هة]|اثنين|ثلاث[هة]?|أربع[هة]?|اربع[هة]?|خمس[هة]?|ست[هة]?|سبع[هة]?|ملح|فلفل|زيت|رز|أرز|ارز|بصل[هة]?|ماء|مويه)(?!\p{L})` +
    String.raw`)`,
  "iu",
);

export function startsWithQuantity(text: string): boolean {
  return quantityStart.test(text);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A line that reads as a sentence, as steps do: it ends like one, or is too long for an ingredient. */
export function isSentence(text: string): boolean {
  return /[.!?؟。۔।]["”')]*$/u.test(text) || wordCount(text) >= 9;
}

/** A lead-in such as "For the sauce:" or "للصلصة:" inside a list: short, ends with a colon, no quantity. */
export function isSubheading(text: string): boolean {
  return /[:：]$/.test(text) && wordCount(text) <= 6 && !/[0-9٠-٩]/.test(text);
}
