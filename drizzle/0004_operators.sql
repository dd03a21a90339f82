CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"aoc_number" text NOT NULL,
	"aoc_authority" text NOT NULL,
	"aoc_expires_on" date NOT NULL,
	"tco_number" text,
	"tco_expires_on" date,
	"insurer" text NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"liability_eur" bigint NOT NULL,
	"quote_emails" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_aircraft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"registration" text NOT NULL,
	"aircraft_id" text NOT NULL,
	"aircraft_name" text NOT NULL,
	"seats" integer NOT NULL,
	"year" integer,
	"base_code" text NOT NULL,
	"base_lat" double precision NOT NULL,
	"base_lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"trip" jsonb NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"registration" text,
	"aircraft_id" text,
	"aircraft_name" text,
	"seats" integer,
	"charter_cents" bigint,
	"positioning_cents" bigint,
	"fees_cents" bigint,
	"other_cents" bigint,
	"other_label" text,
	"availability" text,
	"valid_until" date,
	"decline_reason" text,
	"note" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" text
);
--> statement-breakpoint
ALTER TABLE "operator_aircraft" ADD CONSTRAINT "operator_aircraft_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operators_name_idx" ON "operators" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "operator_aircraft_registration_idx" ON "operator_aircraft" USING btree ("operator_id","registration") WHERE "operator_aircraft"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_token_idx" ON "rfqs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_lead_operator_idx" ON "rfqs" USING btree ("lead_id","operator_id");--> statement-breakpoint
CREATE INDEX "rfqs_operator_idx" ON "rfqs" USING btree ("operator_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_answers_version_idx" ON "rfq_answers" USING btree ("rfq_id","version");--> statement-breakpoint
CREATE FUNCTION "rfq_answers_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rfq_answers is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "rfq_answers_no_update" BEFORE UPDATE ON "rfq_answers" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_answers_append_only"();
