import { z } from "./zod.schema";
import { recipeCardSchema } from "./recipe.schema";

/**
 * `wasfa-export.json`, the file at the top of the zip an owner downloads from her account (decision 0063,
 * decision 0063): everything Wasfa holds about the household, readable by her and by any program. Times are
 * ISO 8601 in UTC (`2026-11-27T09:30:00.000Z`), days `YYYY-MM-DD`. A household recipe's photo is a WebP file in
 * the same zip, named by `photo`. No secret is in it: no password hash, session, reset or confirmation token,
 * helper-link token or its hash, payment provider id. A change of shape raises `version`.
 */
const instant = z.iso.datetime();
const day = z.iso.date();

export const accountExportVersion = 1;

export const accountExportSchema = z.object({
  format: z.literal("wasfa-export"),
  version: z.literal(accountExportVersion),
  exportedAt: instant,
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    country: z.string().nullable(),
    /** Her own WhatsApp number (E.164), where her helper's replies go (decision 0086), or null. */
    whatsappNumber: z.string().nullable(),
    emailVerifiedAt: instant.nullable(),
    isAdmin: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  }),
  /** The subscription as it stands and every change of it; payments themselves are at the payment provider. */
  subscription: z.object({
    status: z.string().nullable(),
    trialEndsAt: instant.nullable(),
    subscriptionEndsAt: instant.nullable(),
    history: z.array(
      z.object({ status: z.string(), trialEndsAt: instant.nullable(), subscriptionEndsAt: instant.nullable(), source: z.string(), at: instant }),
    ),
  }),
  /** The household's first helper (the SPEC's helper: her WhatsApp number in E.164), or null when it lists none. */
  helper: z.object({ firstName: z.string().nullable(), whatsappNumber: z.string().nullable(), language: z.string().nullable() }).nullable(),
  /**
   * Every helper of the household, in the household's order (decision 0080; the first is `helper`). Added within
   * version 1: a reader of the first shape still finds every field it knew.
   */
  helpers: z.array(
    z.object({
      firstName: z.string(),
      whatsappNumber: z.string(),
      language: z.string().nullable(),
      /** cook, nanny, other. */
      role: z.string(),
      /** Whether she gets the week's shopping list. */
      shops: z.boolean(),
      position: z.number().int(),
    }),
  ),
  /** The household's own recipes, as written. */
  recipes: z.array(
    recipeCardSchema
      .pick({ id: true, title: true, description: true, cuisineType: true, category: true, difficulty: true, prepTime: true, cookTime: true, servings: true })
      .extend({
        ingredients: z.array(z.string()),
        instructions: z.array(z.string()),
        language: z.string(),
        /** The photo's file in the zip (`photos/recipe-12.webp`), or null. */
        photo: z.string().nullable(),
        createdAt: instant,
        updatedAt: instant,
      }),
  ),
  /** The week's plan: each dish on its day and meal. */
  menu: z.array(
    z.object({ day, meal: z.string(), position: z.number().int(), recipeId: z.number().int(), recipeTitle: z.string(), servings: z.number().int(), addedAt: instant }),
  ),
  favorites: z.array(z.object({ recipeId: z.number().int(), recipeTitle: z.string(), addedAt: instant })),
  /**
   * The links sent to the helper, with what each carried. Their addresses are not here: Wasfa keeps only a
   * one-way fingerprint of each, so nobody, Wasfa included, can rebuild one from its records.
   */
  sentLinks: z.array(
    z.object({
      kind: z.enum(["recipe", "menu"]),
      recipeId: z.number().int().nullable(),
      recipeTitle: z.string().nullable(),
      language: z.string(),
      servings: z.number().int().nullable(),
      quickNotes: z.array(z.string()),
      note: z.string().nullable(),
      noteTranslated: z.string().nullable(),
      /** A menu link's days and dishes, as sent. */
      menu: z.unknown().nullable(),
      status: z.enum(["active", "revoked", "expired"]),
      sentAt: instant,
      expiresAt: instant,
      revokedAt: instant.nullable(),
      /** Her replies on the link: allowed or not, how many, the last one's time. What she wrote is not kept anywhere. */
      replies: z.object({ enabled: z.boolean(), count: z.number().int(), lastAt: instant.nullable() }),
    }),
  ),
  /** What was counted for the statistics: logins, recipes opened, recipes sent, pages shared. */
  activity: z.array(
    z.object({ type: z.string(), recipeId: z.number().int().nullable(), platform: z.string().nullable(), language: z.string().nullable(), at: instant }),
  ),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
