CREATE TABLE `order_reductions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer,
	`code` text,
	`label` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_reductions_order` ON `order_reductions` (`order_id`);--> statement-breakpoint
CREATE TABLE `brand_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`key` text NOT NULL,
	`texts` text NOT NULL,
	`rule` text NOT NULL,
	`scope` text NOT NULL,
	`sites` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`landing_key` text,
	`published_at` integer NOT NULL,
	`superseded_at` integer
);
--> statement-breakpoint
CREATE INDEX `brand_offers_current` ON `brand_offers` (`brand_slug`,`superseded_at`);--> statement-breakpoint
CREATE TABLE `price_history` (
	`variant_id` integer NOT NULL,
	`site_code` text NOT NULL,
	`currency` text NOT NULL,
	`amount_minor` integer,
	`from_ms` integer NOT NULL,
	PRIMARY KEY(`variant_id`, `site_code`, `currency`, `from_ms`)
);
--> statement-breakpoint
CREATE TABLE `promotion_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`prefix` text NOT NULL,
	`count` integer NOT NULL,
	`note` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `promotion_uses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`code` text NOT NULL,
	`email` text NOT NULL,
	`order_id` integer NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `promotion_uses_code_email` ON `promotion_uses` (`brand_slug`,`code`,`email`);--> statement-breakpoint
ALTER TABLE `promotions` ADD `max_uses_per_email` integer;--> statement-breakpoint
ALTER TABLE `promotions` ADD `batch_id` integer;