CREATE TABLE "user_uploads" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"portal" text NOT NULL,
	"path" text NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "user_uploads_user" ON "user_uploads" USING btree ("user_uuid","created_at");