CREATE TABLE "cart_lines" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"product" uuid,
	"package_offer" uuid,
	"catalogue" uuid,
	"subject" uuid,
	"picture" uuid,
	"picture_type" text,
	"digital_files" uuid[] DEFAULT '{}' NOT NULL,
	"sub_product_uuids" uuid[] DEFAULT '{}' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"template" jsonb,
	"template_data" jsonb,
	"package_items" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_kind_check" CHECK ("cart_lines"."kind" IN ('product', 'package', 'digital_files', 'digital_set', 'catalogue', 'retouch')),
	CONSTRAINT "cart_lines_picture_type_check" CHECK ("cart_lines"."picture_type" IN ('IP', 'SFP', 'GP')),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"portal" text NOT NULL,
	"rebate_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"job" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	"delivery_days" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogues_price_check" CHECK ("catalogues"."price" >= 0),
	CONSTRAINT "catalogues_max_quantity_check" CHECK ("catalogues"."max_quantity" >= 1),
	CONSTRAINT "catalogues_delivery_days_check" CHECK ("catalogues"."delivery_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_settings" (
	"portal" text PRIMARY KEY NOT NULL,
	"vat_rate" integer DEFAULT 2500 NOT NULL,
	"digital_rebates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_settings_vat_rate_check" CHECK ("commerce_settings"."vat_rate" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "debug_recording_events" (
	"recording" uuid NOT NULL,
	"seq" integer NOT NULL,
	"events" jsonb NOT NULL,
	CONSTRAINT "debug_recording_events_pkey" PRIMARY KEY("recording","seq")
);
--> statement-breakpoint
CREATE TABLE "debug_recordings" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text,
	"portal" text NOT NULL,
	"user_agent" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"byte_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_screen_backgrounds" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" uuid NOT NULL,
	"import_key" text NOT NULL,
	"file" text NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_packages" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_packages_pkey" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "job_yearbook_poses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"photographer" uuid,
	"job_type" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"has_been_in_webshop" boolean DEFAULT false NOT NULL,
	"require_fine_tuned_pictures" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"yearbook_selection_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legacy_pages" (
	"portal" text NOT NULL,
	"id" text NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "legacy_pages_pkey" PRIMARY KEY("portal","id")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"link_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"link_info" jsonb,
	"original_price" integer,
	"price_including_discount" integer,
	"time_limited_price" integer,
	"time_limited_ends_at" timestamp with time zone,
	"disabled_reason" jsonb,
	"qualifies_for_campaign" boolean DEFAULT true NOT NULL,
	"allow_subject_change" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_offers_type_check" CHECK ("package_offers"."type" IN ('package', 'link')),
	CONSTRAINT "package_offers_original_price_check" CHECK ("package_offers"."original_price" >= 0),
	CONSTRAINT "package_offers_price_including_discount_check" CHECK ("package_offers"."price_including_discount" >= 0),
	CONSTRAINT "package_offers_time_limited_price_check" CHECK ("package_offers"."time_limited_price" >= 0),
	CONSTRAINT "package_offers_check" CHECK ("package_offers"."type" = 'link' OR ("package_offers"."original_price" IS NOT NULL AND "package_offers"."price_including_discount" IS NOT NULL)),
	CONSTRAINT "package_offers_check1" CHECK ("package_offers"."type" = 'package' OR "package_offers"."link" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"portal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" uuid NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"picture_type" text NOT NULL,
	"webshop_id" integer NOT NULL,
	"client_ref" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"greenscreen" boolean DEFAULT false NOT NULL,
	"group_picture" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"original_path" text NOT NULL,
	"sha256" text NOT NULL,
	"mask_path" text,
	"mask_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_picture_type_check" CHECK ("pictures"."picture_type" IN ('IP', 'SFP', 'GP')),
	CONSTRAINT "pictures_greenscreen_mask" CHECK (NOT "pictures"."greenscreen" OR ("pictures"."mask_path" IS NOT NULL AND "pictures"."mask_sha256" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "portal_modules" (
	"portal" text NOT NULL,
	"module" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "portal_modules_pkey" PRIMARY KEY("portal","module")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"country" text NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"contact" jsonb NOT NULL,
	"free_shipping_threshold" integer DEFAULT -1 NOT NULL,
	"privacy_policy" text,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"background" jsonb NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"kind" text NOT NULL,
	"type" integer,
	"picture_type" text,
	"category" text DEFAULT '' NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"min_order_part_quantity" integer DEFAULT 1 NOT NULL,
	"maximum_quantity" integer,
	"campaign_requirement" text DEFAULT 'package' NOT NULL,
	"prices" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" IN ('template', 'retouch', 'digital_file', 'digital_set')),
	CONSTRAINT "products_type_check" CHECK ("products"."type" IN (1, 2, 89, 11)),
	CONSTRAINT "products_picture_type_check" CHECK ("products"."picture_type" IN ('IP', 'SFP', 'GP')),
	CONSTRAINT "products_min_order_part_quantity_check" CHECK ("products"."min_order_part_quantity" >= 1),
	CONSTRAINT "products_check" CHECK ("products"."maximum_quantity" IS NULL OR "products"."maximum_quantity" >= "products"."min_order_part_quantity"),
	CONSTRAINT "products_campaign_requirement_check" CHECK ("products"."campaign_requirement" IN ('none', 'package')),
	CONSTRAINT "products_check1" CHECK (("products"."kind" = 'template' AND "products"."type" IN (1, 2, 89)) OR ("products"."kind" = 'retouch' AND "products"."type" = 11) OR ("products"."kind" IN ('digital_file', 'digital_set') AND "products"."type" IS NULL)),
	CONSTRAINT "products_check2" CHECK (("products"."kind" IN ('digital_file', 'digital_set')) = ("products"."picture_type" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "purchased_items" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"picture_uuid" uuid,
	"digital_set_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_items_set_type_check" CHECK ("purchased_items"."digital_set_type" IN ('IP', 'SFP', 'GP')),
	CONSTRAINT "purchased_items_picture_or_set" CHECK (("purchased_items"."picture_uuid" IS NULL) <> ("purchased_items"."digital_set_type" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_pkey" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_pending_codes" (
	"session_id" text PRIMARY KEY NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid,
	"portal" text NOT NULL,
	"lang" text,
	"csrf_token" text NOT NULL,
	"simulated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"portal" text NOT NULL,
	"sender_uuid" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"subject_uuids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "simulation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"portal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_products" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" uuid NOT NULL,
	"import_key" text NOT NULL,
	"name" jsonb NOT NULL,
	"extra_price" integer DEFAULT 0 NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sub_products_extra_price_check" CHECK ("sub_products"."extra_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" uuid NOT NULL,
	"portal" text NOT NULL,
	"import_key" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"qualify_own_favorites" boolean DEFAULT false NOT NULL,
	"qualify_yearbook_pose" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_picture_favorites" (
	"user_uuid" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_picture_favorites_pkey" PRIMARY KEY("user_uuid","picture_uuid")
);
--> statement-breakpoint
CREATE TABLE "user_subjects" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subjects_pkey" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "user_yearbook_poses" (
	"user_uuid" uuid NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"job_yearbook_pose" uuid NOT NULL,
	"picture_uuid" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_yearbook_poses_pkey" PRIMARY KEY("user_uuid","subject_uuid","job_yearbook_pose")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"lang" text,
	"mobile" text DEFAULT '' NOT NULL,
	"accept_mail" boolean,
	"address" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_fkey" FOREIGN KEY ("cart") REFERENCES "public"."carts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_fkey" FOREIGN KEY ("product") REFERENCES "public"."products"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_package_offer_fkey" FOREIGN KEY ("package_offer") REFERENCES "public"."package_offers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_catalogue_fkey" FOREIGN KEY ("catalogue") REFERENCES "public"."catalogues"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_subject_fkey" FOREIGN KEY ("subject") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_picture_fkey" FOREIGN KEY ("picture") REFERENCES "public"."pictures"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_job_fkey" FOREIGN KEY ("job") REFERENCES "public"."jobs"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_settings" ADD CONSTRAINT "commerce_settings_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "debug_recording_events" ADD CONSTRAINT "debug_recording_events_recording_fkey" FOREIGN KEY ("recording") REFERENCES "public"."debug_recordings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_recordings" ADD CONSTRAINT "debug_recordings_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "debug_recordings" ADD CONSTRAINT "debug_recordings_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "green_screen_backgrounds" ADD CONSTRAINT "green_screen_backgrounds_job_fkey" FOREIGN KEY ("job") REFERENCES "public"."jobs"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_packages" ADD CONSTRAINT "inspection_packages_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_packages" ADD CONSTRAINT "inspection_packages_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_yearbook_poses" ADD CONSTRAINT "job_yearbook_poses_job_fkey" FOREIGN KEY ("job") REFERENCES "public"."jobs"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_photographer_fkey" FOREIGN KEY ("photographer") REFERENCES "public"."photographers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_pages" ADD CONSTRAINT "legacy_pages_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_subject_fkey" FOREIGN KEY ("subject") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "portal_modules" ADD CONSTRAINT "portal_modules_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_picture_uuid_fkey" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_pending_codes" ADD CONSTRAINT "session_pending_codes_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_pending_codes" ADD CONSTRAINT "session_pending_codes_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_simulated_by_fkey" FOREIGN KEY ("simulated_by") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_sender_uuid_fkey" FOREIGN KEY ("sender_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_accepted_by_fkey" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tokens" ADD CONSTRAINT "simulation_tokens_admin_uuid_fkey" FOREIGN KEY ("admin_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tokens" ADD CONSTRAINT "simulation_tokens_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tokens" ADD CONSTRAINT "simulation_tokens_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sub_products" ADD CONSTRAINT "sub_products_product_fkey" FOREIGN KEY ("product") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_job_fkey" FOREIGN KEY ("job") REFERENCES "public"."jobs"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_picture_favorites" ADD CONSTRAINT "user_picture_favorites_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_picture_favorites" ADD CONSTRAINT "user_picture_favorites_picture_uuid_fkey" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_yearbook_poses" ADD CONSTRAINT "user_yearbook_poses_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_yearbook_poses" ADD CONSTRAINT "user_yearbook_poses_subject_uuid_fkey" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_yearbook_poses" ADD CONSTRAINT "user_yearbook_poses_job_yearbook_pose_fkey" FOREIGN KEY ("job_yearbook_pose") REFERENCES "public"."job_yearbook_poses"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_yearbook_poses" ADD CONSTRAINT "user_yearbook_poses_picture_uuid_fkey" FOREIGN KEY ("picture_uuid") REFERENCES "public"."pictures"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "cart_lines_cart" ON "cart_lines" USING btree ("cart","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_digital_files" ON "cart_lines" USING btree ("cart","subject","picture_type") WHERE "cart_lines"."kind" = 'digital_files';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_digital_set" ON "cart_lines" USING btree ("cart","subject","picture_type") WHERE "cart_lines"."kind" = 'digital_set';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_retouch" ON "cart_lines" USING btree ("cart","picture") WHERE "cart_lines"."kind" = 'retouch';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_catalogue" ON "cart_lines" USING btree ("cart","catalogue","subject") WHERE "cart_lines"."kind" = 'catalogue';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_portal" ON "carts" USING btree ("user_uuid","portal");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogues_portal_import_key" ON "catalogues" USING btree ("portal","import_key");--> statement-breakpoint
CREATE INDEX "debug_recordings_session" ON "debug_recordings" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "green_screen_backgrounds_job_key" ON "green_screen_backgrounds" USING btree ("job","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_yearbook_poses_job_name" ON "job_yearbook_poses" USING btree ("job","name");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_portal_import_key" ON "jobs" USING btree ("portal","import_key");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_portal_created" ON "outbox_emails" USING btree ("portal","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "package_offers_portal_import_key" ON "package_offers" USING btree ("portal","import_key");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "password_resets_expires_at" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photographers_portal_name" ON "photographers" USING btree ("portal","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_subject_import_key" ON "pictures" USING btree ("subject","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_portal_webshop_id" ON "pictures" USING btree ("portal","webshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portals_single_default" ON "portals" USING btree ("is_default") WHERE "portals"."is_default";--> statement-breakpoint
CREATE INDEX "portals_hosts" ON "portals" USING gin ("hosts");--> statement-breakpoint
CREATE UNIQUE INDEX "products_portal_import_key" ON "products" USING btree ("portal","import_key");--> statement-breakpoint
CREATE INDEX "purchased_items_user_subject" ON "purchased_items" USING btree ("user_uuid","subject_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_items_user_picture" ON "purchased_items" USING btree ("user_uuid","picture_uuid") WHERE "purchased_items"."picture_uuid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_items_user_set" ON "purchased_items" USING btree ("user_uuid","subject_uuid","digital_set_type") WHERE "purchased_items"."digital_set_type" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup" ON "rate_limit_events" USING btree ("bucket","key_hash","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rate_limit_events_at" ON "rate_limit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "share_invites_sender_created" ON "share_invites" USING btree ("sender_uuid","created_at");--> statement-breakpoint
CREATE INDEX "share_invites_expires_at" ON "share_invites" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "simulation_tokens_expires_at" ON "simulation_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_products_product_import_key" ON "sub_products" USING btree ("product","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_hash" ON "subjects" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_job_import_key" ON "subjects" USING btree ("job","import_key");--> statement-breakpoint
CREATE INDEX "user_subjects_subject" ON "user_subjects" USING btree ("subject_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_portal_email" ON "users" USING btree ("portal",lower("email"));