CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`staff_id` integer,
	`staff_email` text NOT NULL,
	`brand_slug` text,
	`action` text NOT NULL,
	`summary` text NOT NULL,
	`changes` text NOT NULL,
	`rollback_of` integer,
	`rolled_back_by` integer
);
--> statement-breakpoint
CREATE INDEX `audit_log_brand` ON `audit_log` (`brand_slug`,`id`);--> statement-breakpoint
CREATE TABLE `brand_assets` (
	`brand_slug` text NOT NULL,
	`sha256` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`brand_slug`, `sha256`)
);
--> statement-breakpoint
CREATE TABLE `brand_content` (
	`brand_slug` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `console_drafts` (
	`staff_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`changes` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`staff_id`, `brand_slug`),
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `console_previews` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`staff_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`path` text DEFAULT '/' NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `console_previews_staff` ON `console_previews` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_brands` (
	`staff_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	PRIMARY KEY(`staff_id`, `brand_slug`),
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_staff` ON `staff_sessions` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text,
	`role` text NOT NULL,
	`disabled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_users_email_unique` ON `staff_users` (`email`);--> statement-breakpoint
ALTER TABLE `brands` ADD `theme_tokens` text;--> statement-breakpoint
ALTER TABLE `brands` ADD `help_center` text;