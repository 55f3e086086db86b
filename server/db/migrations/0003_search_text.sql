DROP INDEX "recipes_title_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_description_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_cuisine_type_trgm_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || cuisine_type)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);