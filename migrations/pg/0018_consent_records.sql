CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" bigint,
	"version" text NOT NULL,
	"analytics" boolean NOT NULL,
	"ads" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_session" ON "consent_records" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "consent_records_customer" ON "consent_records" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "consent_records_created" ON "consent_records" USING btree ("created_at");