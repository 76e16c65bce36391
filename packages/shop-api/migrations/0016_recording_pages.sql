ALTER TABLE "debug_recordings" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "debug_recordings_portal_started" ON "debug_recordings" USING btree ("portal","started_at" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
-- recordings made before the column: their pages are their rrweb Meta events (type 4)
UPDATE "debug_recordings" r SET "page_count" = (
  SELECT count(*) FROM "debug_recording_events" e CROSS JOIN LATERAL jsonb_array_elements(e."events") ev
   WHERE e."recording" = r."uuid" AND ev->>'type' = '4'
);
