CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"portal" text,
	"staff_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" IN ('operator', 'support'))
);
--> statement-breakpoint
CREATE TABLE "staff_password_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_portals" (
	"staff_uuid" uuid NOT NULL,
	"portal" text NOT NULL,
	CONSTRAINT "staff_portals_pkey" PRIMARY KEY("staff_uuid","portal")
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"staff_uuid" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_codes_pkey" PRIMARY KEY("staff_uuid","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_simulated_by_fkey";
--> statement-breakpoint
ALTER TABLE "simulation_tokens" DROP CONSTRAINT "simulation_tokens_admin_uuid_fkey";
--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "policies" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_keys" ADD CONSTRAINT "staff_password_keys_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_portals" ADD CONSTRAINT "staff_portals_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_portals" ADD CONSTRAINT "staff_portals_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_portal_at" ON "audit_log" USING btree ("portal","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email" ON "staff_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_portals_portal" ON "staff_portals" USING btree ("portal");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_at" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_uuid");--> statement-breakpoint
-- the admin flag becomes the support role: each administrator (one per address) is a support staff member
-- under the same uuid, so simulation links and simulated sessions they made stay theirs
INSERT INTO "staff_members" ("uuid", "email", "name", "password_hash", "role")
SELECT DISTINCT ON (lower("email")) "uuid", "email", "name", "password_hash", 'support' FROM "users" WHERE "is_admin" ORDER BY lower("email"), "created_at";--> statement-breakpoint
DELETE FROM "sessions" WHERE "simulated_by" IS NOT NULL AND "simulated_by" NOT IN (SELECT "uuid" FROM "staff_members");--> statement-breakpoint
DELETE FROM "simulation_tokens" WHERE "admin_uuid" NOT IN (SELECT "uuid" FROM "staff_members");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_simulated_by_fkey" FOREIGN KEY ("simulated_by") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tokens" ADD CONSTRAINT "simulation_tokens_admin_uuid_fkey" FOREIGN KEY ("admin_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";