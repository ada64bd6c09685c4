ALTER TABLE "orders" ADD COLUMN "reprint_of" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reprint_reason" text;--> statement-breakpoint
CREATE INDEX "orders_reprint_of" ON "orders" USING btree ("reprint_of");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");