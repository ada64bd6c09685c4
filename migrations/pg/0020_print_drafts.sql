CREATE TABLE "print_drafts" (
	"owner" text NOT NULL,
	"brand_slug" text NOT NULL,
	"article_id" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"version" bigint NOT NULL,
	"carted_version" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "print_drafts_owner_brand_slug_article_id_pk" PRIMARY KEY("owner","brand_slug","article_id")
);
