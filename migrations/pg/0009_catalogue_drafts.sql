CREATE TABLE "catalogue_drafts" (
	"staff_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"article_code" text NOT NULL,
	"csv" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "catalogue_drafts_staff_id_brand_slug_article_code_pk" PRIMARY KEY("staff_id","brand_slug","article_code")
);
--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;