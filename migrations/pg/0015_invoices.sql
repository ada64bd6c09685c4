CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"sequence" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"source" text NOT NULL,
	"credited_invoice_id" bigint,
	"brand_slug" text NOT NULL,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_totals" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"issued_at" bigint NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_source" ON "invoices" USING btree ("order_id","kind","source");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence" ON "invoices" USING btree ("series","sequence");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");