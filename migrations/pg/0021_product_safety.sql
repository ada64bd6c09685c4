-- Product-safety information per brand and article (decision 058) joins the config counter (SQLite: migrations/0036).
CREATE TABLE "product_safety" (
	"brand_slug" text NOT NULL,
	"article_code" text NOT NULL,
	"manufacturer" jsonb,
	"responsible_person" jsonb,
	"warnings" jsonb NOT NULL,
	CONSTRAINT "product_safety_brand_slug_article_code_pk" PRIMARY KEY("brand_slug","article_code")
);
--> statement-breakpoint
CREATE TRIGGER "product_safety_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_safety" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
