CREATE TABLE `cart_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`cart_id` text NOT NULL,
	`article_id` integer NOT NULL,
	`design_id` integer,
	`personalised_design_id` text,
	`quantity` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cart_lines_cart` ON `cart_lines` (`cart_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text NOT NULL,
	`promotion_code` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_session_site` ON `carts` (`session_id`,`brand_slug`,`site_code`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`code` text NOT NULL,
	`brand_slug` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text,
	`min_subtotal_minor` integer NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_brand_code` ON `promotions` (`brand_slug`,`code`);