-- Households (decisions 0080, 0081): every account becomes a household of one, keeping its number, so each
-- owner_id that named a user now names that user's household; the subscription and the helper move with it.
-- Nothing is dropped before it has been copied.
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"subscription_status" text,
	"trial_ends_at" timestamp with time zone,
	"subscription_ends_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"provider_state_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "households" ("id", "owner_user_id", "subscription_status", "trial_ends_at", "subscription_ends_at", "stripe_customer_id", "stripe_subscription_id", "provider_state_at", "created_at", "updated_at")
SELECT "id", "id", "subscription_status", "trial_ends_at", "subscription_ends_at", "stripe_customer_id", "stripe_subscription_id", "provider_state_at", "created_at", "updated_at" FROM "users";
--> statement-breakpoint
-- The next household numbers follow the copied ones.
SELECT setval(pg_get_serial_sequence('households', 'id'), COALESCE((SELECT max("id") FROM "households"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "households_stripe_customer_key" ON "households" USING btree ("stripe_customer_id");
--> statement-breakpoint
CREATE INDEX "households_owner_idx" ON "households" USING btree ("owner_user_id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "household_id" integer;
--> statement-breakpoint
UPDATE "users" SET "household_id" = "id";
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "household_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_household_idx" ON "users" USING btree ("household_id");
--> statement-breakpoint
CREATE TABLE "helpers" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"phone" text NOT NULL,
	"language" text,
	"role" text DEFAULT 'other' NOT NULL,
	"shops" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helpers" ADD CONSTRAINT "helpers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "helpers_household_idx" ON "helpers" USING btree ("household_id","position");
--> statement-breakpoint
-- The one helper an account had (name and number were always saved together, docs/spec.md §7) becomes its
-- household's first helper, and she does the shopping.
INSERT INTO "helpers" ("household_id", "first_name", "phone", "language", "role", "shops", "position")
SELECT "id", COALESCE("helper_first_name", ''), "domestic_worker_phone", "preferred_language", 'other', true, 0
FROM "users" WHERE "domestic_worker_phone" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_hash_key" ON "household_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");
--> statement-breakpoint
-- What the house shares now belongs to the household: the column keeps its values (household id = user id).
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "recipes_owner_idx";
--> statement-breakpoint
ALTER TABLE "recipes" RENAME COLUMN "owner_id" TO "household_id";
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "recipes_household_idx" ON "recipes" USING btree ("household_id");
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "images_owner_source_hash_key";
--> statement-breakpoint
DROP INDEX "images_source_hash_key";
--> statement-breakpoint
ALTER TABLE "images" RENAME COLUMN "owner_id" TO "household_id";
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "images_source_hash_key" ON "images" USING btree ("source_hash") WHERE "images"."household_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "images_household_source_hash_key" ON "images" USING btree ("household_id","source_hash") WHERE "images"."household_id" is not null;
--> statement-breakpoint
ALTER TABLE "shares" DROP CONSTRAINT "shares_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "shares_owner_created_idx";
--> statement-breakpoint
ALTER TABLE "shares" RENAME COLUMN "owner_id" TO "household_id";
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "sent_by" integer;
--> statement-breakpoint
UPDATE "shares" SET "sent_by" = "household_id";
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "helper_id" integer;
--> statement-breakpoint
UPDATE "shares" SET "helper_id" = "helpers"."id" FROM "helpers" WHERE "helpers"."household_id" = "shares"."household_id";
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "shares_household_created_idx" ON "shares" USING btree ("household_id","created_at");
--> statement-breakpoint
ALTER TABLE "menu_entries" DROP CONSTRAINT "menu_entries_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "menu_entries_owner_day_idx";
--> statement-breakpoint
ALTER TABLE "menu_entries" RENAME COLUMN "owner_id" TO "household_id";
--> statement-breakpoint
ALTER TABLE "menu_entries" ADD COLUMN "cook_helper_id" integer;
--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_cook_helper_id_helpers_id_fk" FOREIGN KEY ("cook_helper_id") REFERENCES "public"."helpers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "menu_entries_household_day_idx" ON "menu_entries" USING btree ("household_id","day");
--> statement-breakpoint
-- Copied above: the subscription to the household, the helper to the helpers.
DROP INDEX "users_stripe_customer_key";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "trial_ends_at";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_ends_at";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "provider_state_at";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "helper_first_name";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "domestic_worker_phone";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "preferred_language";
