CREATE TABLE "template_categories" (
	"portal" text NOT NULL,
	"parent" text DEFAULT '' NOT NULL,
	"internal_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"user_image_previews" boolean DEFAULT false NOT NULL,
	"separate_from_background" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_categories_pkey" PRIMARY KEY("portal","parent","internal_name")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"template" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" jsonb NOT NULL,
	"scene" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_pkey" PRIMARY KEY("template","version")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" jsonb NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"products" uuid[] DEFAULT '{}' NOT NULL,
	"supported_years" integer[] DEFAULT '{}' NOT NULL,
	"format_size" text,
	"separate_from_background" boolean DEFAULT false NOT NULL,
	"add_to_cart_warning_enabled" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_kind_check" CHECK ("templates"."kind" IN ('CARD', 'CALENDAR', 'PHOTOGIFT')),
	CONSTRAINT "templates_version_check" CHECK ("templates"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_fkey" FOREIGN KEY ("template") REFERENCES "public"."templates"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_portal_import_key" ON "templates" USING btree ("portal","import_key");--> statement-breakpoint
CREATE INDEX "templates_portal_kind" ON "templates" USING btree ("portal","kind");