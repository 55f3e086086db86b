import { comparable } from "./text-lines";

/** Lines a copied page or a forwarded message brings along that are no part of the recipe. */

const buttons =
  /jump to (?:recipe|video)|print(?: recipe)?|pin(?: recipe| it)?|save(?: recipe)?|rate(?: this)?(?: recipe)?|share(?: recipe)?|email|tweet|facebook|pinterest|whatsapp|instagram|yummly|flipboard|skip to (?:content|recipe)|scroll to (?:recipe|bottom)|go to recipe|cook mode|prevent (?:your )?screen from going dark|\d+ comments?|comments?|reviews?|subscribe|advertisement|sponsored|ad|jump|print|menu|search|home|اطبع|طباعة|مشاركة|شارك|حفظ|انتقل إلى الوصفة|الانتقال إلى الوصفة|إعلان|اعلان/gi;

const lines: RegExp[] = [
  /^(?:★|☆|⭐|\d(?:\.\d)?\s*(?:stars?|\/\s*5|out of 5)).*$/i,
  /^\d+(?:\.\d+)?\s+from\s+\d+\s+votes?$/i,
  /^(?:rated|rating)\b.*$/i,
  /^[Bb]y\s+\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}(?:\s*[·|,•].*)?$/u,
  /^(?:posted (?:on|by)|published(?: on)?|updated(?: on)?|last updated|written by)\s.{0,80}$/i,
  /^(?:this post may contain|as an amazon associate|disclosure:).*$/i,
  /affiliate links?/i,
  /^(?:tried this recipe|did you make this recipe|made this recipe|mention @|tag @|share a photo|leave a (?:comment|review)|pin this|save this).*$/i,
  /^(?:units?\s*)?us(?: customary)?\s*[-–|/]?\s*metric$/i,
  /^(?:scale\s*)?(?:\d+(?:\/\d)?x\s*){2,}$/i,
  /^(?:https?:\/\/|www\.)\S+$/i,
  /^(?:#[\p{L}\p{N}_]+\s*)+$/u,
  /^[^\s»›>]+(?:\s*[»›>]\s*[^\s»›>]+(?:\s[^\s»›>]+){0,3})+$/u,
  /^(?:forwarded(?: many times)?|this message was deleted|<media omitted>|image omitted|video omitted|تمت إعادة التوجيه(?: كثيرًا)?|تمت إعادة توجيهها|تم حذف هذه الرسالة|(?:الوسائط|الصورة) محذوفة)$/i,
];

/** Sign-offs, in `comparable` form: "Enjoy! 😋", "بالعافية ❤️". */
const signOffs = new Set([
  "enjoy", "bon appetit", "bon appétit", "happy cooking", "بالعافيه", "وبالعافيه", "بالعافيه عليكم", "بالهنا والشفا",
  "بالهناء والشفاء", "صحتين", "صحتين وعافيه", "بالصحه والعافيه",
]);

export function isNoise(text: string): boolean {
  if (lines.some((pattern) => pattern.test(text))) return true;
  const words = comparable(text).replace(/[!.،,…\s]+/g, " ").trim().split(" ");
  // A sign-off may name whom it wishes well: "Enjoy habibti", "بالعافية حبيبتي".
  for (let length = 1; length <= 3; length += 1) if (words.length <= length + 1 && signOffs.has(words.slice(0, length).join(" "))) return true;
  const withoutButtons = text.replace(buttons, "").replace(/[\s|·•,:\-–—/()[\]]+/g, "");
  return withoutButtons === "" && text.trim() !== "";
}
