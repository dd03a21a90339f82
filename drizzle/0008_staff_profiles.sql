CREATE TABLE IF NOT EXISTS "staff_profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
