-- The shared catalog joins the tenant config's counter (SQLite: migrations/0020; decision 034): one bump per statement
-- on any table the catalog pages read. Reviews are not in it: shoppers write them all day, and nothing caches them.
CREATE TRIGGER "articles_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "article_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "article_prices_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_prices" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "article_availability_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_availability" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "tags_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "tag_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "designs_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "designs" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "design_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "design_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "design_tags_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "design_tags" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "landings_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landings" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "landing_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landing_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "banners_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "banner_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "offers_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "offer_texts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
