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
CREATE INDEX `affiliate_hits_customer_created` ON `affiliate_hits` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `page_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text NOT NULL,
	`category` text NOT NULL,
	`name` text NOT NULL,
	`path` text NOT NULL,
	`title` text,
	`referrer` text,
	`platform` text,
	`mobile` integer NOT NULL,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_events_brand_created` ON `page_events` (`brand_slug`,`created_at`);