ALTER TABLE "orders" ADD COLUMN "uploads_swept_at" bigint;--> statement-breakpoint
CREATE INDEX "orders_status_uploads_swept" ON "orders" USING btree ("status","uploads_swept_at");--> statement-breakpoint
-- Defaults lost in 0005 (native types): a default is dropped before its column changes type, and these two were not
-- set again, while SQLite and the schema keep them (db/schema/accounts.ts: false). drizzle-kit emits nothing for
-- them, because its snapshot already records the defaults; so these two statements are written by hand.
ALTER TABLE "saved_designs" ALTER COLUMN "published" SET DEFAULT false;
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "newsletter" SET DEFAULT false;
