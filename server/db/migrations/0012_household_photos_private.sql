DROP INDEX "images_source_hash_key";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Photos already stored become their household's own (issue 23.9): an image shown by one household's recipes
-- and by no catalogue recipe, or shown by none and uploaded by an owner who is not an admin. Any other stays public.
UPDATE "images" SET "owner_id" = "found"."owner_id" FROM (
  SELECT "i"."id", coalesce(min("r"."owner_id"), min("i"."created_by")) AS "owner_id"
  FROM "images" "i"
  LEFT JOIN "recipes" "r" ON "r"."image_id" = "i"."id"
  LEFT JOIN "users" "u" ON "u"."id" = "i"."created_by"
  WHERE "i"."artwork_slug" IS NULL
  GROUP BY "i"."id"
  HAVING count("r"."id") FILTER (WHERE "r"."owner_id" IS NULL) = 0
    AND count(DISTINCT "r"."owner_id") <= 1
    AND (count("r"."owner_id") > 0 OR bool_and("u"."is_admin" = false))
) AS "found"
WHERE "images"."id" = "found"."id" AND "found"."owner_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "images_owner_source_hash_key" ON "images" USING btree ("owner_id","source_hash") WHERE "images"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "images_source_hash_key" ON "images" USING btree ("source_hash") WHERE "images"."owner_id" is null;