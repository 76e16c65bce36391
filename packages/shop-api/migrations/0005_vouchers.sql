CREATE TABLE "voucher_uses" (
	"voucher" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"order" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_pkey" PRIMARY KEY("order")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_total" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" IN ('percent', 'amount')),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_fkey" FOREIGN KEY ("voucher") REFERENCES "public"."vouchers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_fkey" FOREIGN KEY ("order") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_portal_fkey" FOREIGN KEY ("portal") REFERENCES "public"."portals"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher" ON "voucher_uses" USING btree ("voucher");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_portal_code" ON "vouchers" USING btree ("portal","code");