import { z } from "./zod.schema";
import { isMultiLineText } from "./plain-text";
import { replyChoiceIds, replyTextMaxLength } from "./reply";

/**
 * POST /h/:token/reply (decision 0084): the form of her Reply sheet, as a browser sends it (every field a string; an
 * empty field is as good as absent). What goes with the phrase (a time, a thing, a step, minutes) is checked
 * against her link's own recipe or menu by the server.
 */
export const replyFormSchema = z.object({
  phrase: z.enum(replyChoiceIds, "invalidValue"),
  time: z.string().max(10, "tooLong").optional(),
  item: z.string().max(200, "tooLong").optional(),
  step: z.string().max(20, "tooLong").optional(),
  minutes: z.string().max(5, "tooLong").optional(),
  text: z.string().trim().max(replyTextMaxLength, "tooLong").refine(isMultiLineText, "controlCharacters").optional(),
});
export type ReplyForm = z.infer<typeof replyFormSchema>;

/** POST /api/replies/read: the reference her WhatsApp message links to (signed; it carries her words). */
export const readReplySchema = z.object({ reference: z.string().min(1, "replyLinkInvalid").max(6000, "replyLinkInvalid") });

/**
 * Her words as the owner reads them: as she wrote them, and translated into the owner's interface language
 * (`status`: translated; same-language, nothing to translate; no-provider, none is set up; failed, it did not work now).
 */
export const replyReadingSchema = z.object({
  text: z.string(),
  /** The language her words were read as (her link's language, unless they are plainly another). */
  language: z.string(),
  translated: z.string().nullable(),
  translatedInto: z.enum(["en", "ar"]),
  status: z.enum(["translated", "same-language", "no-provider", "failed"]),
  /** The recipe or menu of her link, in the owner's language, and the helper's name as the account has it. */
  title: z.string(),
  helperName: z.string().nullable(),
  sentAt: z.string(),
});
export type ReplyReading = z.infer<typeof replyReadingSchema>;
