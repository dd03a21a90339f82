CREATE TABLE "offer_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"option_index" integer NOT NULL,
	"full_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"content_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"content_sha256" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft" jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_acceptances_offer_idx" ON "offer_acceptances" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_acceptances_at_idx" ON "offer_acceptances" USING btree ("accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_token_idx" ON "offer_versions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_offer_version_idx" ON "offer_versions" USING btree ("offer_id","version");--> statement-breakpoint
CREATE INDEX "offer_versions_sent_idx" ON "offer_versions" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_reference_idx" ON "offers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "offers_lead_idx" ON "offers" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE FUNCTION "offer_acceptances_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'offer_acceptances is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "offer_acceptances_no_update" BEFORE UPDATE ON "offer_acceptances" FOR EACH STATEMENT EXECUTE FUNCTION "offer_acceptances_append_only"();
