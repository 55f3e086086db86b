import { isHelperLanguage, type HelperLanguageCode, type InterfaceLanguage } from "../../../common/languages";
import { sourceLanguageOr } from "../../../common/source-languages";
import { languageOfText } from "../../lib/language-id";
import { whatsappSendUrl } from "../../../common/share-message";
import { recipeMessage } from "./recipe-message";
import type { CreatedShare, CreateShareInput } from "../../../common/share.schema";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { shares } from "../../db/schema";
import { recordEvent } from "../events";
import { fromSegments, recipeSegments } from "../translation-memory";
import type { Translator } from "../translation";
import { helperGreeting, helperText, quickNotes, scaleTranslatedRecipe, type RecipeRow } from "../helper-page";
import * as errorCodes from "../../../common/error-codes";
import { helperLanguages } from "../../../common/languages";
import { HttpError } from "../../lib/http-error";
import { newShareToken, shareTokenHash } from "./share-tokens";
import { TranslationMissingError } from "../translation";
import type { Sending } from "./recipient";

/** The recipe as the share needs it: its text, servings and the language it is written in (decision 0052). */
type RecipeText = Omit<RecipeRow, "imageUrl" | "sourceLanguage"> & { sourceLanguage: string };
type Log = { warn: (obj: object, msg: string) => void };

/**
 * The recipe's lines in `language`, from the language it is written in. A recipe in a language no helper
 * reads (German, Russian…) that nothing can translate goes "in English" as written, as the owner was offered.
 */
async function translatedSegments(translator: Translator, recipe: RecipeText, language: HelperLanguageCode) {
  const source = sourceLanguageOr(recipe.sourceLanguage);
  try {
    return await translator.translate(recipeSegments(recipe), language, source);
  } catch (error) {
    if (error instanceof TranslationMissingError && language === "en" && !isHelperLanguage(source)) return recipeSegments(recipe);
    throw error;
  }
}

/** The owner's notes in her language: the quick notes, then the free note (translated, or as written and marked so). */
export async function notesFor(translator: Translator, language: HelperLanguageCode, input: Pick<CreateShareInput, "quickNotes" | "note">) {
  const catalogue = new Map(quickNotes(language).map((note) => [note.id, note.text]));
  const quick = [...new Set(input.quickNotes ?? [])].map((id) => catalogue.get(id)!);
  const note = input.note?.trim() || null;
  // The owner writes in English, Arabic or whatever she types: her note goes from the language of its script.
  const noteTranslated = note ? ((await translator.translatePrivately(note, language, await languageOfText(note))) ?? null) : null;
  const lines = [...quick, ...(note ? [noteTranslated ?? `${note} ${helperText(language, "noteAsWritten")}`] : [])];
  return { lines, note, noteTranslated };
}

/**
 * Decision 0050: her note could not be put into her language (no provider, or it failed): said before anything is
 * sent, so the owner chooses to send it as written (`noteAsWritten`) or to change it.
 */
export class NoteUntranslatedError extends HttpError {
  constructor(language: HelperLanguageCode, helperName: string) {
    super(409, errorCodes.noteUntranslated, "noteUntranslated");
    this.messageParams = (interfaceLanguage) => ({ language: helperLanguages.find((l) => l.code === language)?.[interfaceLanguage] ?? language, name: helperName });
  }
}

type NewShare = Omit<typeof shares.$inferInsert, "tokenHash" | "expiresAt" | "createdAt" | "quickNotes" | "ownerLanguage"> & { quickNotes?: string[] };

/**
 * A new helper link (a recipe or a menu): a random token stored only as its hash, working for
 * HELPER_LINK_DAYS. Returns the share's id and its address; the token is in the address only. The owner's
 * interface language is kept with it: her helper's replies on this link come in it (decision 0084).
 */
export async function storeShare(deps: { db: Db; config: Config; ownerLanguage?: InterfaceLanguage }, share: NewShare, now = new Date()) {
  const token = newShareToken();
  const [row] = await deps.db
    .insert(shares)
    .values({
      ...share,
      ownerLanguage: deps.ownerLanguage ?? "en",
      quickNotes: [...new Set(share.quickNotes ?? [])],
      tokenHash: shareTokenHash(token),
      expiresAt: new Date(now.getTime() + deps.config.helperLinkDays * 24 * 3600_000),
      createdAt: now,
    })
    .returning({ id: shares.id });
  return { id: row!.id, url: `${deps.config.appUrl}/h/${token}` };
}

/**
 * POST /api/shares (decision 0050): the recipe in the helper's language at the chosen servings, with the
 * owner's notes, the SPEC message with the link to her page as its last line, and the WhatsApp address.
 * The caller has checked the member may send (subscription, helper details, rate limit); the link is the
 * household's, sent by this member to this helper (decision 0080). A translation
 * the memory and the provider cannot give throws (the owner may then choose English: `language: "en"`).
 */
export async function createRecipeShare(
  deps: { db: Db; config: Config; translator: Translator; log?: Log; ownerLanguage?: InterfaceLanguage },
  { user, household, helper }: Sending,
  recipe: RecipeText,
  language: HelperLanguageCode,
  input: CreateShareInput,
  now = new Date(),
): Promise<CreatedShare> {
  const english = fromSegments(recipe, recipeSegments(recipe));
  const translated = fromSegments(recipe, await translatedSegments(deps.translator, recipe, language));
  const servings = input.servings ?? recipe.servings;
  const { recipe: scaled } = scaleTranslatedRecipe(english, translated, servings / recipe.servings, language);
  const notes = await notesFor(deps.translator, language, input);
  if (notes.note && !notes.noteTranslated && !input.noteAsWritten) throw new NoteUntranslatedError(language, helper.firstName.trim());

  const { id, url } = await storeShare(
    deps,
    {
      householdId: household.id,
      sentBy: user.id,
      helperId: helper.id,
      kind: "recipe",
      recipeId: recipe.id,
      language,
      servings,
      quickNotes: input.quickNotes,
      note: notes.note,
      noteTranslated: notes.noteTranslated,
    },
    now,
  );
  const message = recipeMessage(scaled, language, {
    greeting: helper.firstName.trim() ? helperGreeting(language, "greeting", helper.firstName) : undefined,
    servings: servings !== recipe.servings ? helperText(language, "servings", { count: servings }) : undefined,
    notes: notes.lines,
    link: helperText(language, "openStepByStep", { url }),
  });
  // Each send is one translation share in the statistics, as before the helper's page.
  await recordEvent(deps.db, { type: "translation_share", userId: user.id, recipeId: recipe.id, language }, deps.log);
  return { id, url, message, whatsappUrl: whatsappSendUrl(helper.phone, message) };
}
