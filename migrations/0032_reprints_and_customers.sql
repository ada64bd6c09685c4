ALTER TABLE `orders` ADD `reprint_of` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `reprint_reason` text;--> statement-breakpoint
CREATE INDEX `orders_reprint_of` ON `orders` (`reprint_of`);--> statement-breakpoint
CREATE INDEX `orders_customer` ON `orders` (`customer_id`);