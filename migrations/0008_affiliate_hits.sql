CREATE TABLE `affiliate_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text NOT NULL,
	`customer_id` text NOT NULL,
	`device_footprint` text NOT NULL,
	`domain` text NOT NULL,
	`url` text NOT NULL,
	`ip` text,
	`campaign` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `affiliate_hits_customer_created` ON `affiliate_hits` (`customer_id`,`created_at`);