CREATE TABLE `invoice_counters` (
	`series` text PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`number` text NOT NULL,
	`series` text NOT NULL,
	`sequence` integer NOT NULL,
	`order_id` integer NOT NULL,
	`source` text NOT NULL,
	`credited_invoice_id` integer,
	`brand_slug` text NOT NULL,
	`language` text NOT NULL,
	`locale` text NOT NULL,
	`time_zone` text NOT NULL,
	`currency` text NOT NULL,
	`seller` text NOT NULL,
	`buyer` text NOT NULL,
	`lines` text NOT NULL,
	`vat_totals` text NOT NULL,
	`total_minor` integer NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_kind_source` ON `invoices` (`order_id`,`kind`,`source`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_series_sequence` ON `invoices` (`series`,`sequence`);--> statement-breakpoint
CREATE INDEX `invoices_order` ON `invoices` (`order_id`);