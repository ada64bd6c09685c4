-- Product variants (decision 040); the catalog pages read these tables, so they bump config_version (0004).
CREATE TABLE "article_option_values" (
	"article_id" bigint NOT NULL,
	"option_key" text NOT NULL,
	"value_key" text NOT NULL,
	"position" bigint NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "article_option_values_article_id_option_key_value_key_pk" PRIMARY KEY("article_id","option_key","value_key")
);
--> statement-breakpoint
CREATE TABLE "article_options" (
	"article_id" bigint NOT NULL,
	"option_key" text NOT NULL,
	"position" bigint NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "article_options_article_id_option_key_pk" PRIMARY KEY("article_id","option_key")
);
--> statement-breakpoint
CREATE TABLE "article_variants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb NOT NULL,
	"print_width_mm" bigint NOT NULL,
	"print_height_mm" bigint NOT NULL,
	"bleed_mm" bigint NOT NULL,
	"min_dpi" bigint NOT NULL,
	"position" bigint NOT NULL,
	CONSTRAINT "article_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "variant_availability" (
	"variant_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text DEFAULT '*' NOT NULL,
	CONSTRAINT "variant_availability_variant_id_brand_slug_site_code_pk" PRIMARY KEY("variant_id","brand_slug","site_code")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" bigint NOT NULL,
	"brand_slug" text DEFAULT '*' NOT NULL,
	"site_code" text DEFAULT '*' NOT NULL,
	"currency" text NOT NULL,
	"min_quantity" bigint DEFAULT 1 NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "variant_prices_variant_id_brand_slug_site_code_currency_min_quantity_pk" PRIMARY KEY("variant_id","brand_slug","site_code","currency","min_quantity")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "personalised_designs" ADD COLUMN "variant_id" bigint;--> statement-breakpoint
ALTER TABLE "article_option_values" ADD CONSTRAINT "article_option_values_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_options" ADD CONSTRAINT "article_options_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_variants" ADD CONSTRAINT "article_variants_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_availability" ADD CONSTRAINT "variant_availability_variant_id_article_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."article_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_article_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."article_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_variants_article" ON "article_variants" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "variant_availability_brand" ON "variant_availability" USING btree ("brand_slug");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_article_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."article_variants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Every existing article becomes one variant without options (SQLite: migrations/0022; decision 040).
INSERT INTO "article_variants" ("article_id", "sku", "options", "print_width_mm", "print_height_mm", "bleed_mm", "min_dpi", "position")
SELECT "id", "code", '{}'::jsonb, "print_width_mm", "print_height_mm", CASE WHEN "kind" = 'CANVAS' THEN 20 WHEN "kind" IN ('MUG', 'MAGIC_MUG') THEN 2 ELSE 3 END, "min_dpi", 0 FROM "articles" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "variant_prices" ("variant_id", "brand_slug", "site_code", "currency", "min_quantity", "amount_minor")
SELECT v."id", '*', '*', p."currency", 1, p."amount_minor" FROM "article_prices" p JOIN "article_variants" v ON v."article_id" = p."article_id";
--> statement-breakpoint
INSERT INTO "variant_availability" ("variant_id", "brand_slug", "site_code")
SELECT v."id", a."brand_slug", a."site_code" FROM "article_availability" a JOIN "article_variants" v ON v."article_id" = a."article_id";
--> statement-breakpoint
UPDATE "cart_lines" l SET "variant_id" = v."id" FROM "article_variants" v WHERE v."article_id" = l."article_id";
--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;

--> statement-breakpoint
CREATE TRIGGER "article_options_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_options" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "article_option_values_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_option_values" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "article_variants_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_variants" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "variant_availability_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_availability" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "variant_prices_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_prices" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
