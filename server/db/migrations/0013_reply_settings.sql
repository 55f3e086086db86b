ALTER TABLE "shares" ADD COLUMN "owner_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "replies_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_phone" text;