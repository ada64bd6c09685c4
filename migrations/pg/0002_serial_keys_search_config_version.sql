-- Autoincrement keys: drizzle's SQLite dialect inserts NULL for a key it does not know; SQLite then picks the next
-- rowid, PostgreSQL needs this trigger to do the same (decision 029).
CREATE OR REPLACE FUNCTION sqlite_fill_serial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS NULL THEN
    NEW.id := nextval(pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id'));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "affiliate_hits_fill_id" BEFORE INSERT ON "affiliate_hits" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "audit_log_fill_id" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "banners_fill_id" BEFORE INSERT ON "banners" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "brands_fill_id" BEFORE INSERT ON "brands" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "customer_addresses_fill_id" BEFORE INSERT ON "customer_addresses" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "customers_fill_id" BEFORE INSERT ON "customers" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "designs_fill_id" BEFORE INSERT ON "designs" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "email_outbox_fill_id" BEFORE INSERT ON "email_outbox" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "jobs_fill_id" BEFORE INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "landings_fill_id" BEFORE INSERT ON "landings" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_fill_id" BEFORE INSERT ON "newsletter_subscriptions" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "offers_fill_id" BEFORE INSERT ON "offers" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "order_events_fill_id" BEFORE INSERT ON "order_events" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "order_lines_fill_id" BEFORE INSERT ON "order_lines" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "order_returns_fill_id" BEFORE INSERT ON "order_returns" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "orders_fill_id" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "page_events_fill_id" BEFORE INSERT ON "page_events" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "payment_notifications_fill_id" BEFORE INSERT ON "payment_notifications" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "reviews_fill_id" BEFORE INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "saved_designs_fill_id" BEFORE INSERT ON "saved_designs" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "sites_fill_id" BEFORE INSERT ON "sites" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "staff_users_fill_id" BEFORE INSERT ON "staff_users" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "tags_fill_id" BEFORE INSERT ON "tags" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "ticket_attachments_fill_id" BEFORE INSERT ON "ticket_attachments" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "ticket_messages_fill_id" BEFORE INSERT ON "ticket_messages" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
CREATE TRIGGER "tickets_fill_id" BEFORE INSERT ON "tickets" FOR EACH ROW EXECUTE FUNCTION sqlite_fill_serial('id');
--> statement-breakpoint
-- The tenant config's counter (table config_version of db/schema; SQLite's triggers are in migrations/0019): bumped by
-- any write to the tables the tenant registry reads, polled by every instance.
INSERT INTO "config_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "config_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "sites_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "site_languages_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_languages" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "site_hosts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_hosts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "brand_content_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_content" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
-- Search (SQLite: FTS5 tables made in code). Text arrives folded by the shop (domain/search-text.ts, per-language
-- folding PostgreSQL has no stemmer for); unaccent catches letters the folding leaves alone. unaccent() is only
-- STABLE, so an IMMUTABLE wrapper naming its dictionary serves the generated columns.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TABLE "search_index" (
  "rowid" bigint PRIMARY KEY,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "kind" text NOT NULL,
  "entity_id" bigint NOT NULL,
  "language" text NOT NULL,
  "popularity" bigint NOT NULL,
  "doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', shop_unaccent("title")), 'A') || setweight(to_tsvector('simple', shop_unaccent("body")), 'D')) STORED
);
--> statement-breakpoint
CREATE INDEX "search_index_doc" ON "search_index" USING gin ("doc");
--> statement-breakpoint
CREATE TABLE "help_search_index" (
  "id" bigserial PRIMARY KEY,
  "title" text NOT NULL,
  "keywords" text NOT NULL,
  "body" text NOT NULL,
  "topic_id" bigint NOT NULL,
  "brand_slug" text NOT NULL,
  "language" text NOT NULL,
  "doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', shop_unaccent("title")), 'A') || setweight(to_tsvector('simple', shop_unaccent("keywords")), 'B') || setweight(to_tsvector('simple', shop_unaccent("body")), 'D')) STORED
);
--> statement-breakpoint
CREATE INDEX "help_search_index_doc" ON "help_search_index" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "help_search_index_brand_language" ON "help_search_index" ("brand_slug", "language");
