CREATE TABLE "order_refunds" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"lines" uuid[] DEFAULT '{}' NOT NULL,
	"reason" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"payment_ref" text,
	"failure" text,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" IN ('pending', 'refunded', 'failed')),
	CONSTRAINT "order_refunds_kind_check" CHECK ("order_refunds"."kind" IN ('refund', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_fkey" FOREIGN KEY ("order") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order","at");--> statement-breakpoint
CREATE INDEX "order_refunds_payment" ON "order_refunds" USING btree ("payment_ref");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded" >= 0 AND "orders"."refunded" <= "orders"."total_price");