CREATE INDEX IF NOT EXISTS "leads_reference_idx" ON "leads" USING gin ((upper(left("id"::text, 8))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_phone_digits_idx" ON "leads" USING gin ((regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) gin_trgm_ops);
