CREATE TABLE "settings_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- the one row; every change to what the server caches per portal raises it (portals/cache.ts)
INSERT INTO "settings_version" ("id", "value") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings_version" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "portals_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "portal_modules_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portal_modules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "commerce_settings_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commerce_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "products_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "sub_products_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "package_offers_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "catalogues_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogues" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
