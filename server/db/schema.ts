import { sql } from "drizzle-orm";
import type { StoredIngredients } from "../../common/kitchen/stored-ingredients";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A household (decision 0080): what the house shares — its helpers, household recipes and photos, the menu and
 * its list, the links sent, and one subscription. Every user belongs to exactly one; a new account is a
 * household of one. Its owner invites, removes and hands over; members change everything else alike.
 */
export const households = pgTable(
  "households",
  {
    id: serial("id").primaryKey(),
    /** The member who may invite, remove and hand over; null only while the household is being deleted. */
    ownerUserId: integer("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Stored status; the effective one is derived from it and the dates (docs/design.md §6). One per household. */
    subscriptionStatus: text("subscription_status"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    subscriptionEndsAt: timestamp("subscription_ends_at", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /**
     * When the payment provider made the state last applied (Stripe: its event's `created`); an older one is
     * never applied over it, as events arrive in any order (decision 0064).
     */
    providerStateAt: timestamp("provider_state_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("households_stripe_customer_key").on(t.stripeCustomerId), index("households_owner_idx").on(t.ownerUserId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Equals the email at signup (docs/spec.md §3). */
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    country: text("country"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The household this user belongs to now (decision 0080); a user leaving one gets a household of one. */
    householdId: integer("household_id")
      .notNull()
      .references((): AnyPgColumn => households.id),
    /** The owner's own WhatsApp number (E.164), optional: where her helper's replies go (decision 0086). Never on her page. */
    ownerPhone: text("owner_phone"),
    /** When the owner proved the email is theirs; ADMIN_EMAILS grants admin only after it (decision 0041). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_household_idx").on(t.householdId),
  ],
);

/**
 * The people who cook and care in a household (decision 0081): up to a handful, each with her name, WhatsApp
 * number (E.164), language and role. The first by position is the SPEC's "helper" (GET /api/account's
 * helperFirstName, domesticWorkerPhone, preferredLanguage).
 */
export const helpers = pgTable(
  "helpers",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    /** A helper language code (common/languages); null until the owner chose one (the SPEC's preferredLanguage). */
    language: text("language"),
    /** cook, nanny, other. */
    role: text("role").notNull().default("other"),
    /** Who gets the week's shopping list by default (at most one per household, kept so by the routes). */
    shops: boolean("shops").notNull().default(false),
    /** Order in the list; the first is the household's first helper. */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("helpers_household_idx").on(t.householdId, t.position)],
);

/**
 * An invitation to join a household (decision 0082), mailed to one address: only the token's hash is stored;
 * it works once (acceptedAt), until expiresAt, and only for a session whose verified address is `email`.
 */
export const householdInvitations = pgTable(
  "household_invitations",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** The inviter's interface language (en, ar): the mail is written in it. */
    language: text("language").notNull().default("en"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("household_invitations_hash_key").on(t.tokenHash), index("household_invitations_household_idx").on(t.householdId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked table does not give working sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A link mailed to a user (a password reset, an address confirmation): only the token's hash is stored,
 * it works once (usedAt) and until expiresAt.
 */
const mailedLinkTable = (name: string) =>
  pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      userId: integer("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      tokenHash: text("token_hash").notNull(),
      expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
      usedAt: timestamp("used_at", { withTimezone: true }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_hash_key`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  );

export const passwordResetTokens = mailedLinkTable("password_reset_tokens");

/** Links that prove an email address, sent at signup and on request (decision 0041). */
export const emailVerifications = mailedLinkTable("email_verifications");

/**
 * Links that open a session, mailed instead of one when an account's failed logins passed their ceiling
 * and the right password was given (decision 0060).
 */
export const loginLinks = mailedLinkTable("login_links");

/** Rate-limit windows shared by every instance (decision 0042); the embedded default counts in memory. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the original upload, so the same file is stored once. */
    sourceHash: text("source_hash").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Set on the drawn artwork of a bundled recipe (its slug; sourceHash is then the SVG's hash): such an
     * image is replaced when the drawing changes, while a photo (an upload, `images:import`) never is.
     */
    artworkSlug: text("artwork_slug"),
    /**
     * A household's photo (decision 0062): shown only to this owner's session, or on her helper's page through an
     * address signed for that share. Null for the catalogue's pictures, which anyone may load and cache.
     */
    householdId: integer("household_id").references(() => households.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same file is stored once among the catalogue's pictures, and once per household among its photos.
    uniqueIndex("images_source_hash_key").on(t.sourceHash).where(sql`${t.householdId} is null`),
    uniqueIndex("images_household_source_hash_key").on(t.householdId, t.sourceHash).where(sql`${t.householdId} is not null`),
  ],
);

/** One row per WebP width of an image. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const recipes = pgTable(
  "recipes",
  {
    id: serial("id").primaryKey(),
    /** Catalogue recipes carry a stable slug; recipes made by admins have none. */
    slug: text("slug"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    cuisineType: text("cuisine_type").notNull(),
    /** docs/spec.md §5: the cuisine lower-cased with spaces and hyphens removed. */
    cuisineKey: text("cuisine_key")
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(cuisine_type), '[[:space:]-]+', '', 'g')`),
    /**
     * What the search box matches (docs/spec.md §5: title, description, cuisine), lower-cased once when written:
     * one trigram index and one plain LIKE per row instead of three ILIKEs (decision 0032: p95 at 10,000 recipes).
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || description || ' ' || cuisine_type)`),
    category: text("category").notNull().default("main"),
    difficulty: text("difficulty").notNull(),
    prepTime: integer("prep_time").notNull(),
    cookTime: integer("cook_time").notNull(),
    servings: integer("servings").notNull(),
    ingredients: text("ingredients").array().notNull(),
    instructions: text("instructions").array().notNull(),
    imageUrl: text("image_url"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    quick: boolean("quick").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A household's own recipe (decision 0051): private to this owner, never in the public lists, search or
     * caches of anyone else. Null for the catalogue. Deleting the owner deletes it.
     */
    householdId: integer("household_id").references(() => households.id, { onDelete: "cascade" }),
    /** The language the recipe is written in; translation starts from it (household recipes may be Arabic). */
    sourceLanguage: text("source_language").notNull().default("en"),
    /** Hash of the catalogue entry last loaded: a catalogue change is applied, an admin's edit is kept. */
    catalogHash: text("catalog_hash"),
    /**
     * The ingredient lines parsed for the shopping list (decision 0069): `{ version, lines }`, one list of things to
     * buy per line, written whenever the lines are (seed, admin, household save). Null, or an older parser
     * version, is parsed again at start-up (fillParsedIngredients); the list never parses.
     */
    parsedIngredients: jsonb("parsed_ingredients").$type<StoredIngredients>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("recipes_slug_key").on(t.slug),
    index("recipes_cuisine_key_idx").on(t.cuisineKey),
    index("recipes_category_idx").on(t.category),
    index("recipes_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("recipes_household_idx").on(t.householdId),
    // Substring search (LIKE '%…%') uses this trigram index.
    index("recipes_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index("favorites_recipe_idx").on(t.recipeId)],
);

/** Translation memory: one row per source text and target language. */
export const translations = pgTable(
  "translations",
  {
    /** SHA-256 of the source text. */
    sourceHash: text("source_hash").notNull(),
    targetLanguage: text("target_language").notNull(),
    sourceText: text("source_text").notNull(),
    translatedText: text("translated_text").notNull(),
    /** "bundled", "edited" (an admin's reviewed line) or the provider's name. */
    origin: text("origin").notNull(),
    /**
     * SHA-256 of the source with its numbers taken out (common/kitchen templateOf): "3 tbsp olive oil"
     * finds the translation of "2 tbsp olive oil" and gets its numbers put back (decision 0047).
     */
    templateHash: text("template_hash"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.sourceHash, t.targetLanguage] }),
    index("translations_template_idx").on(t.templateHash, t.targetLanguage),
  ],
);

/**
 * Recipes to translate into one language in the background (decision 0046): one row per recipe and
 * language, claimed by one worker at a time across instances (FOR UPDATE SKIP LOCKED), retried with
 * backoff on 429/5xx, failed with its reason otherwise.
 */
export const translationJobs = pgTable(
  "translation_jobs",
  {
    id: serial("id").primaryKey(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    /** pending, running, done, failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this: the backoff after a refusal, or a provider's Retry-After. */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose worker died is taken up again after this. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("translation_jobs_recipe_language_key").on(t.recipeId, t.language),
    index("translation_jobs_due_idx").on(t.status, t.runAfter),
  ],
);

/** Usage events for the admin statistics: login, recipe_click, translation_share, share. */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** No foreign key: statistics keep counting a deleted recipe as "Unknown Recipe". */
    recipeId: integer("recipe_id"),
    platform: text("platform"),
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_type_created_idx").on(t.type, t.createdAt),
    index("events_recipe_idx").on(t.recipeId),
    index("events_user_idx").on(t.userId),
  ],
);

/** Every subscription status change, for the monthly chart (docs/design.md §8). */
export const subscriptionChanges = pgTable(
  "subscription_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    subscriptionEndsAt: timestamp("subscription_ends_at", { withTimezone: true }),
    /** signup, checkout, webhook, cancel, reactivate, admin. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_changes_user_created_idx").on(t.userId, t.createdAt)],
);

/** Payment provider events already processed, so a redelivered webhook is applied once. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link sent to the helper (decision 0050): a recipe (or a day's menu, decision 0054) in her language, at the
 * owner's servings, with the owner's notes. Only the token's hash is stored. It works while the owner's
 * subscription allows details, until revoked or expired.
 */
export const shares = pgTable(
  "shares",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    /** The member who sent it; a removed or deleted member leaves the household's link as it was. */
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** The helper it was sent to (decision 0081); null for links sent before helpers were listed, or to one since removed. */
    helperId: integer("helper_id").references(() => helpers.id, { onDelete: "set null" }),
    /** recipe, menu. */
    kind: text("kind").notNull(),
    /** The recipe of a recipe share; a deleted recipe leaves the link dead, not broken. */
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    language: text("language").notNull(),
    servings: integer("servings"),
    quickNotes: text("quick_notes").array().notNull().default(sql`'{}'::text[]`),
    /** The owner's free note as written, and in her language when a provider translated it. */
    note: text("note"),
    noteTranslated: text("note_translated"),
    /** A menu share's days and the shopping lines the owner left out (decision 0054). */
    menu: jsonb("menu"),
    /** The owner's interface language when she sent it (en, ar): the helper's replies reach her in it (decision 0084). */
    ownerLanguage: text("owner_language").notNull().default("en"),
    /** The owner may stop replies on one link and let them again; her page then shows no Reply. */
    repliesEnabled: boolean("replies_enabled").notNull().default(true),
    /** Replies sent from her page: counted, never kept (what she wrote goes to WhatsApp only). */
    replyCount: integer("reply_count").notNull().default(0),
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shares_token_hash_key").on(t.tokenHash), index("shares_household_created_idx").on(t.householdId, t.createdAt)],
);

/**
 * The links of an owner who deleted the account (decision 0063): her share rows go with everything else, but a
 * link the helper still holds must say "no longer shared" in her language (410), not "unknown" (404). Only the
 * token's hash and the link's language stay, tied to nobody.
 */
export const erasedShares = pgTable("erased_shares", {
  tokenHash: text("token_hash").primaryKey(),
  language: text("language").notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The household's plan (decision 0054): dishes per day and meal slot, each with its servings. The owner's own;
 * a dish may be any recipe the owner may open (the catalogue, or their own).
 */
export const menuEntries = pgTable(
  "menu_entries",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    /** The day, as the household counts it (YYYY-MM-DD, no time zone). */
    day: date("day", { mode: "string" }).notNull(),
    /** breakfast, lunch, dinner, other. */
    slot: text("slot").notNull(),
    /** Order within the slot. */
    position: integer("position").notNull().default(0),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    servings: integer("servings").notNull(),
    /** Who cooks it (decision 0081), or nobody named. */
    cookHelperId: integer("cook_helper_id").references(() => helpers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("menu_entries_household_day_idx").on(t.householdId, t.day)],
);
