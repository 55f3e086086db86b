import { z } from "./zod.schema";
import { helperLanguageCodes } from "./languages";
import englishQuickNotes from "../catalog/quick-notes/en.json" with { type: "json" };
import { isMultiLineText } from "./plain-text";
import { recipeIdSchema } from "./recipe.schema";
import { shareNoteMaxLength } from "./share-rules";
import { helperIdSchema } from "./helpers.schema";

export const quickNoteIds = Object.keys(englishQuickNotes) as [keyof typeof englishQuickNotes, ...(keyof typeof englishQuickNotes)[]];

/** POST /api/shares: a recipe for the helper, at these servings, with these notes. */
export const createShareSchema = z.object({
  recipeId: recipeIdSchema,
  servings: z.coerce.number("numberRequired").int("numberRequired").min(1, "numberRequired").max(100, "numberRequired").optional(),
  quickNotes: z.array(z.enum(quickNoteIds, "invalidValue")).max(quickNoteIds.length, "tooLong").optional(),
  note: z.string().trim().max(shareNoteMaxLength, "tooLong").refine(isMultiLineText, "controlCharacters").optional(),
  /**
   * Not her language, after the owner chose so because the recipe is not in hers yet: English, or a
   * household recipe's own language (decision 0052). Any other is refused.
   */
  language: z.enum(helperLanguageCodes, "unsupportedLanguage").optional(),
  /**
   * Decision 0050: send the owner's own note as she wrote it, having been told it cannot be translated into her
   * language (without it, such a note is refused with NOTE_UNTRANSLATED, before anything is sent).
   */
  noteAsWritten: z.boolean("invalidValue").optional(),
  /**
   * Decision 0081: the helper of the household it goes to (her language, her number); without it, the first helper.
   * Another household's helper, or one removed since, is a 404.
   */
  helperId: helperIdSchema.optional(),
});
export type CreateShareInput = z.infer<typeof createShareSchema>;

/**
 * GET /preview/recipe/:id (decision 0050): what a send with these choices would give her. The quick notes as one
 * comma-separated value (an address carries them), the rest as the send takes them.
 */
export const sharePreviewQuerySchema = z.object({
  servings: createShareSchema.shape.servings,
  quickNotes: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
    z.array(z.enum(quickNoteIds, "invalidValue")).max(quickNoteIds.length, "tooLong").optional(),
  ),
  note: createShareSchema.shape.note,
  language: createShareSchema.shape.language,
  /** The helper whose page it shows (decision 0081), as an address carries it; without it, the first helper. */
  helperId: z.coerce.number("invalidValue").pipe(helperIdSchema).optional(),
});
export type SharePreviewQuery = z.infer<typeof sharePreviewQuerySchema>;

export const createdShareSchema = z.object({ id: z.number().int(), url: z.string(), message: z.string(), whatsappUrl: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

export const shareStatuses = ["active", "revoked", "expired"] as const;

/** GET /api/shares: what the owner has sent, newest first. */
export const sentShareSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["recipe", "menu"]),
  recipeId: z.number().int().nullable(),
  title: z.string(),
  language: z.string(),
  servings: z.number().int().nullable(),
  quickNotes: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(shareStatuses),
  /** The helper it went to (decision 0081), or null: sent before helpers were listed, or to one removed since. */
  helperId: z.number().int().nullable(),
  /** Her replies on this link (decision 0086): whether the owner lets them, and how many came (what she wrote is not kept). */
  replies: z.object({ enabled: z.boolean(), count: z.number().int(), lastAt: z.string().nullable() }),
});
export type SentShare = z.infer<typeof sentShareSchema>;

/** PATCH /api/shares/:id: the owner turns her helper's replies on this link off, or on again. */
export const updateShareSchema = z.object({ repliesEnabled: z.boolean("invalidValue") });
export type UpdateShareInput = z.infer<typeof updateShareSchema>;

export const quickNoteSchema = z.object({ id: z.string(), text: z.string() });
