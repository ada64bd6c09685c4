-- A brand's pages and blog posts (decision 045) join the config counter (SQLite: migrations/0029): one bump per statement.
CREATE TABLE "brand_blog_posts" (
	"brand_slug" text NOT NULL,
	"post_key" text NOT NULL,
	"language" text NOT NULL,
	"date" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "brand_blog_posts_brand_slug_post_key_language_pk" PRIMARY KEY("brand_slug","post_key","language")
);
--> statement-breakpoint
CREATE TABLE "brand_pages" (
	"brand_slug" text NOT NULL,
	"page_key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "brand_pages_brand_slug_page_key_language_pk" PRIMARY KEY("brand_slug","page_key","language")
);
--> statement-breakpoint
CREATE INDEX "brand_blog_posts_language" ON "brand_blog_posts" USING btree ("brand_slug","language","date");
--> statement-breakpoint
CREATE TRIGGER "brand_pages_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_pages" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER "brand_blog_posts_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
