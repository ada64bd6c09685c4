DROP TABLE "offer_texts" CASCADE;--> statement-breakpoint
DROP TABLE "offers" CASCADE;