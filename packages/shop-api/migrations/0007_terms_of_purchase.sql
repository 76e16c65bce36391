ALTER TABLE "portals" ADD COLUMN "terms_of_purchase" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- the terms a portal showed at checkout until now were its terms of service: they stay its terms of purchase until the operator sets both
UPDATE "portals" SET "terms_of_purchase" = "terms_of_service";
