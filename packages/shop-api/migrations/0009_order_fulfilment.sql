CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_fkey" FOREIGN KEY ("order") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_staff_uuid_fkey" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "orders_portal_confirmed" ON "orders" USING btree ("portal","confirmed_at" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" IN ('in_production', 'shipped', 'delivered'));