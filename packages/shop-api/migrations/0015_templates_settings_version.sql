-- the portal's cached price list knows its withdrawn templates (a cart's design from one is an unavailable line): a change of templates raises the settings version too (portals/cache.ts)
CREATE TRIGGER "templates_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "templates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
