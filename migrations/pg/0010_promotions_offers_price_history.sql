CREATE TABLE "brand_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"key" text NOT NULL,
	"texts" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"sites" jsonb NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"landing_key" text,
	"published_at" bigint NOT NULL,
	"superseded_at" bigint
);
--> statement-breakpoint
CREATE TABLE "order_reductions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"offer_id" bigint,
	"code" text,
	"label" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"variant_id" bigint NOT NULL,
	"site_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint,
	"from_ms" bigint NOT NULL,
	CONSTRAINT "price_history_variant_id_site_code_currency_from_ms_pk" PRIMARY KEY("variant_id","site_code","currency","from_ms")
);
--> statement-breakpoint
CREATE TABLE "promotion_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"prefix" text NOT NULL,
	"count" bigint NOT NULL,
	"note" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"order_id" bigint NOT NULL,
	"used_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_uses_per_email" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "order_reductions" ADD CONSTRAINT "order_reductions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_offers_current" ON "brand_offers" USING btree ("brand_slug","superseded_at");--> statement-breakpoint
CREATE INDEX "order_reductions_order" ON "order_reductions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_code_email" ON "promotion_uses" USING btree ("brand_slug","code","email");