/**
 * What the helper's page (`/h/{token}`, decisions 0050 and 0054) shows, ready to render: every text already in her
 * language. The server builds it from a share; the renderer turns it into HTML and embeds it as JSON for the
 * page's own script (client/helper-page), which is why it is plain types, with no zod.
 */
import type { ReplyChoiceId } from "./reply";

/** One recipe on the page: the recipe link's only one, or one dish of a menu. */
export type HelperRecipeSection = {
  /** Anchor id, unique within the page ("r1", …). */
  id: string;
  title: string;
  description: string;
  /** Absolute URL (APP_URL-based), WebP 640 wide. */
  imageUrl: string | null;
  servings: number;
  /** Already scaled and translated; may contain bidi isolates. */
  ingredients: string[];
  /**
   * Each timer's label is its duration as shown on the button, e.g. "20:00"; where a step has several, `what` is the
   * clause of the step that names its time, in her language, to tell them apart.
   */
  steps: { text: string; timers: { seconds: number; label: string; what?: string }[] }[];
};

export type HelperPageBase = {
  /** The helper's language code (common/languages.ts). */
  language: string;
  dir: "ltr" | "rtl";
  /** Every key of catalog/helper-texts/en.json in her language; placeholders still in braces. */
  texts: Record<string, string>;
  /** The first name the owner signs with; nothing else of the owner. */
  ownerName: string;
  /** APP_URL/h/<token>. */
  canonicalUrl: string;
  /** ISO time the server built this page (for "Last updated" when it is shown from the phone's copy). */
  renderedAt: string;
  /** Key of this link's progress on the device: a hash, never the token itself. */
  storageKey: string;
  /** Some lines could not be translated and are in English. */
  partlyEnglish: boolean;
  og: { title: string; description: string; image: string | null };
  /** Her Reply sheet; absent when the owner cannot be replied to on this link. */
  reply?: HelperReply;
};

export type HelperRecipePage = HelperPageBase & {
  kind: "recipe";
  recipe: HelperRecipeSection;
  notes: string[];
  /** A free note sent as written (no translation provider), shown with the `noteAsWritten` marker. */
  noteAsWritten: string | null;
};

export type HelperMenuPage = HelperPageBase & {
  kind: "menu";
  /** "Menu for Tuesday 25 November", already in her language. */
  title: string;
  /** Each dish's recipeId is the id of a section in `recipes`. */
  meals: { day: string; slots: { slot: string; dishes: { recipeId: string; title: string; servings: number; cook?: string }[] }[] }[];
  recipes: HelperRecipeSection[];
  /**
   * The shopping list by aisle, then "check you have" (decision 0070): one line per thing to buy, its name and
   * amount in her language; `text` is "name — amount" as her message writes it. The key names its tick.
   */
  shopping: { aisle: string; lines: { key: string; name: string; amount: string | null; text: string }[] }[];
  notes: string[];
  noteAsWritten: string | null;
};

export type HelperPage = HelperRecipePage | HelperMenuPage;

/**
 * Why a link no longer opens, as her page says it: the family stopped sharing it (revoked it, deleted
 * the recipe or their account), or its time is up (its date passed, or their subscription no longer allows it).
 */
export type GoneReason = "stopped" | "expired";

/** `{name}` placeholders filled from `params`; an unknown one is left as written. */
export function fillText(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A timer's time as a clock in ASCII digits: "05:00", "20:00", "1:30:00" (a timer's label, and its countdown). */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(total / 3600);
  const minutes = two(Math.floor((total % 3600) / 60));
  return hours ? `${hours}:${minutes}:${two(total % 60)}` : `${minutes}:${two(total % 60)}`;
}

/**
 * Her Reply sheet (decision 0084), on a link whose owner has a WhatsApp number and has not turned replies off.
 * Every text is in her language; the form posts to `action`, which answers with WhatsApp (the owner's number is
 * never in the page). `label` is the sentence, with "…" where she picks something; `text` of an option, and
 * `template` of a time, give the whole sentence she sends.
 */
export type HelperReply = {
  action: string;
  choices: HelperReplyChoice[];
  textMaxLength: number;
};

export type HelperReplyOption = { value: string; label: string; text: string; group?: string };

export type HelperReplyChoice = {
  id: ReplyChoiceId;
  label: string;
  param?: { name: "time"; legend: string; template: string } | { name: "item" | "step" | "minutes"; legend: string; options: HelperReplyOption[] };
};
