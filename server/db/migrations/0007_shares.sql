CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipe_id" integer,
	"language" text NOT NULL,
	"servings" integer,
	"quick_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"note_translated" text,
	"menu" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_hash_key" ON "shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shares_owner_created_idx" ON "shares" USING btree ("owner_id","created_at");