CREATE TABLE `brands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`display_name` text NOT NULL,
	`theme` text NOT NULL,
	`allow_decimals` integer NOT NULL,
	`features` text NOT NULL,
	`analytics` text NOT NULL,
	`legal` text NOT NULL,
	`hreflang_x_default` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_slug_unique` ON `brands` (`slug`);--> statement-breakpoint
CREATE TABLE `site_hosts` (
	`host` text PRIMARY KEY NOT NULL,
	`site_id` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_languages` (
	`site_id` integer NOT NULL,
	`language` text NOT NULL,
	`hreflang` text NOT NULL,
	`path_prefix` text,
	`position` integer NOT NULL,
	PRIMARY KEY(`site_id`, `language`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_id` integer NOT NULL,
	`code` text NOT NULL,
	`country` text NOT NULL,
	`currency` text NOT NULL,
	`payment_methods` text NOT NULL,
	`carriers` text NOT NULL,
	`free_shipping_from_minor` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sites_brand_code` ON `sites` (`brand_id`,`code`);