CREATE TABLE `auth_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_customer` ON `auth_sessions` (`customer_id`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`customer_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_tokens_customer` ON `auth_tokens` (`customer_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `customer_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`address` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_addresses_customer` ON `customer_addresses` (`customer_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` integer,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`birth_date` text,
	`kind` text DEFAULT 'customer' NOT NULL,
	`permissions` text NOT NULL,
	`can_make_orders` integer DEFAULT true NOT NULL,
	`newsletter` integer DEFAULT false NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_brand_email` ON `customers` (`brand_slug`,`email`);--> statement-breakpoint
CREATE TABLE `partner_settings` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`payout_iban` text,
	`payout_holder` text,
	`commission_percent` integer DEFAULT 10 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_settings_affiliate_id_unique` ON `partner_settings` (`affiliate_id`);--> statement-breakpoint
CREATE TABLE `saved_designs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`design_id` integer,
	`name` text NOT NULL,
	`project_kind` text DEFAULT 'PRIVATE' NOT NULL,
	`state` text,
	`published` integer DEFAULT false NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`sales_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_designs_customer` ON `saved_designs` (`customer_id`);