CREATE TABLE "erased_shares" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
