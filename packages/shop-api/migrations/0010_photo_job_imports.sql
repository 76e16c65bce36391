CREATE TABLE "photo_job_imports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"upload_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"state" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"pictures_read" integer DEFAULT 0 NOT NULL,
	"pictures_total" integer DEFAULT 0 NOT NULL,
	"derivatives_made" integer DEFAULT 0 NOT NULL,
	"derivatives_total" integer DEFAULT 0 NOT NULL,
	"job" uuid,
	"codes" text,
	"codes_generated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_job_imports_state_check" CHECK ("photo_job_imports"."state" IN ('checking', 'problems', 'ready', 'queued', 'importing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "photo_job_imports" ADD CONSTRAINT "photo_job_imports_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "photo_job_imports" ADD CONSTRAINT "photo_job_imports_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_job_imports" ADD CONSTRAINT "photo_job_imports_job_fkey" FOREIGN KEY ("job") REFERENCES "public"."jobs"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_job_imports_upload" ON "photo_job_imports" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "photo_job_imports_portal" ON "photo_job_imports" USING btree ("portal","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_job_imports_job" ON "photo_job_imports" USING btree ("job");