CREATE TABLE "booking_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"acceptance_id" bigint NOT NULL,
	"option_index" integer NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"passengers" integer NOT NULL,
	"operator" text NOT NULL,
	"aircraft" text NOT NULL,
	"terms_version" text NOT NULL,
	"legs" jsonb NOT NULL,
	"option" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"first_departure_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation" jsonb
);
--> statement-breakpoint
CREATE TABLE "booking_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date NOT NULL,
	"payment_reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" text NOT NULL,
	"account_iban" text,
	"file_sha256" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_row_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date,
	"debtor" text,
	"remittance" text,
	"status" text NOT NULL,
	"due_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"due_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"source" text NOT NULL,
	"bank_entry_id" uuid,
	"note" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"booking_reference" text NOT NULL,
	"payment_id" uuid,
	"credited_invoice_id" uuid,
	"issued_on" date NOT NULL,
	"language" text NOT NULL,
	"document" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"tsba_cents" bigint NOT NULL,
	"pdf_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"due_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_due_id_kind_pk" PRIMARY KEY("due_id","kind")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_dues" ADD CONSTRAINT "booking_dues_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_statement_row_id_bank_statements_id_fk" FOREIGN KEY ("statement_row_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_due_id_booking_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."booking_dues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_due_id_booking_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."booking_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_bank_entry_id_bank_entries_id_fk" FOREIGN KEY ("bank_entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_due_id_booking_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."booking_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_offer_idx" ON "bookings" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_token_idx" ON "bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("first_departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_dues_position_idx" ON "booking_dues" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_dues_reference_idx" ON "booking_dues" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_statement_idx" ON "bank_statements" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_key_idx" ON "bank_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "bank_entries_status_idx" ON "bank_entries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_entry_idx" ON "booking_payments" USING btree ("bank_entry_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE FUNCTION "invoices_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An invoice is never edited, only credited; a booking's erasure may still unlink it (booking_id, payment_id set null).
  IF NEW.number IS DISTINCT FROM OLD.number OR NEW.document IS DISTINCT FROM OLD.document
     OR NEW.total_cents IS DISTINCT FROM OLD.total_cents OR NEW.pdf_base64 IS DISTINCT FROM OLD.pdf_base64
     OR NEW.issued_on IS DISTINCT FROM OLD.issued_on OR NEW.kind IS DISTINCT FROM OLD.kind THEN
    RAISE EXCEPTION 'invoices are never edited, only credited';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_edit" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_append_only"();--> statement-breakpoint
CREATE FUNCTION "invoices_no_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are never deleted';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_delete" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_no_delete"();
