CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_description_trgm_idx" ON "recipes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_cuisine_type_trgm_idx" ON "recipes" USING gin ("cuisine_type" gin_trgm_ops);