CREATE TABLE "empty_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"from_country" text NOT NULL,
	"to_country" text NOT NULL,
	"earliest" date NOT NULL,
	"latest" date NOT NULL,
	"aircraft_id" text NOT NULL,
	"aircraft_name" text NOT NULL,
	"burn_gal_per_hour" integer,
	"seats" integer NOT NULL,
	"price_eur" integer,
	"note_fr" text NOT NULL,
	"note_en" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leg_alert_queue" (
	"alert_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "leg_alert_queue_alert_id_leg_id_pk" PRIMARY KEY("alert_id","leg_id")
);
--> statement-breakpoint
CREATE TABLE "leg_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"from_key" text NOT NULL,
	"to_key" text NOT NULL,
	"from_place" jsonb,
	"to_place" jsonb,
	"radius_km" integer,
	"from_lat" double precision,
	"to_lat" double precision,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leg_alert_queue" ADD CONSTRAINT "leg_alert_queue_alert_id_leg_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."leg_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_alert_queue" ADD CONSTRAINT "leg_alert_queue_leg_id_empty_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."empty_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empty_legs_current_idx" ON "empty_legs" USING btree ("latest","earliest") WHERE "empty_legs"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "empty_legs_created_idx" ON "empty_legs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leg_alert_queue_due_idx" ON "leg_alert_queue" USING btree ("alert_id") WHERE "leg_alert_queue"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "leg_alert_queue_leg_idx" ON "leg_alert_queue" USING btree ("leg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leg_alerts_route_idx" ON "leg_alerts" USING btree ("email","from_key","to_key");--> statement-breakpoint
CREATE INDEX "leg_alerts_from_idx" ON "leg_alerts" USING btree ("from_key") WHERE "leg_alerts"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "leg_alerts_to_idx" ON "leg_alerts" USING btree ("to_key") WHERE "leg_alerts"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "leg_alerts_from_lat_idx" ON "leg_alerts" USING btree ("from_lat") WHERE "leg_alerts"."status" = 'confirmed' and "leg_alerts"."radius_km" is not null;--> statement-breakpoint
CREATE INDEX "leg_alerts_to_lat_idx" ON "leg_alerts" USING btree ("to_lat") WHERE "leg_alerts"."status" = 'confirmed' and "leg_alerts"."radius_km" is not null;--> statement-breakpoint
CREATE INDEX "leg_alerts_created_idx" ON "leg_alerts" USING btree ("status","created_at");