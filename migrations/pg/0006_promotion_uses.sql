ALTER TABLE "promotions" ADD COLUMN "max_uses" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "uses" bigint DEFAULT 0 NOT NULL;