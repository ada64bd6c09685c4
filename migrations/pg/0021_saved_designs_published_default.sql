-- Defaults lost in 0005 (native types): a default is dropped before its column changes type, and these two were not
-- set again, while SQLite and the schema keep them (db/schema/accounts.ts: false). drizzle-kit emits nothing for
-- them, because its snapshot already records the defaults; so this migration is written by hand.
ALTER TABLE "saved_designs" ALTER COLUMN "published" SET DEFAULT false;
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "newsletter" SET DEFAULT false;
