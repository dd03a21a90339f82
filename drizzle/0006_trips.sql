CREATE TABLE "trip_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"surname" text NOT NULL,
	"given_names" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth_place" text DEFAULT '' NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_expiry" date NOT NULL,
	"issuing_country" text NOT NULL,
	"pets" text DEFAULT '' NOT NULL,
	"special_needs" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_sheets" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"passengers_erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_passengers" ADD CONSTRAINT "trip_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_sheets" ADD CONSTRAINT "trip_sheets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_passengers_booking_idx" ON "trip_passengers" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_sheets_token_idx" ON "trip_sheets" USING btree ("token_hash");
