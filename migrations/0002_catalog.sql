CREATE TABLE `article_availability` (
	`article_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text DEFAULT '*' NOT NULL,
	PRIMARY KEY(`article_id`, `brand_slug`, `site_code`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `article_prices` (
	`article_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount_minor` integer NOT NULL,
	PRIMARY KEY(`article_id`, `currency`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `article_texts` (
	`article_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`name_plural` text NOT NULL,
	`description` text NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`article_id`, `language`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`print_width_mm` integer NOT NULL,
	`print_height_mm` integer NOT NULL,
	`min_dpi` integer NOT NULL,
	`attributes` text NOT NULL,
	`popularity` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_code_unique` ON `articles` (`code`);--> statement-breakpoint
CREATE TABLE `banner_texts` (
	`banner_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`cta` text NOT NULL,
	PRIMARY KEY(`banner_id`, `language`),
	FOREIGN KEY (`banner_id`) REFERENCES `banners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`landing_id` integer NOT NULL,
	`hue` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`landing_id`) REFERENCES `landings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banners_key_unique` ON `banners` (`key`);--> statement-breakpoint
CREATE TABLE `design_tags` (
	`design_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`design_id`, `tag_id`),
	FOREIGN KEY (`design_id`) REFERENCES `designs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `design_tags_tag` ON `design_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `design_texts` (
	`design_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`design_id`, `language`),
	FOREIGN KEY (`design_id`) REFERENCES `designs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `designs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`motif` text NOT NULL,
	`hue` integer NOT NULL,
	`media_kind` text NOT NULL,
	`popularity` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `designs_article` ON `designs` (`article_id`);--> statement-breakpoint
CREATE INDEX `designs_popularity` ON `designs` (`popularity`);--> statement-breakpoint
CREATE TABLE `landing_texts` (
	`landing_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`intro` text NOT NULL,
	`body` text NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`landing_id`, `language`),
	FOREIGN KEY (`landing_id`) REFERENCES `landings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landing_texts_slug` ON `landing_texts` (`language`,`slug`);--> statement-breakpoint
CREATE TABLE `landings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`list_mode` text NOT NULL,
	`tag_id` integer,
	`article_id` integer,
	`position` integer NOT NULL,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landings_key_unique` ON `landings` (`key`);--> statement-breakpoint
CREATE TABLE `offer_texts` (
	`offer_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`offer_id`, `language`),
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`discount_percent` integer NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL,
	`landing_id` integer NOT NULL,
	FOREIGN KEY (`landing_id`) REFERENCES `landings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_key_unique` ON `offers` (`key`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`language` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`author_first_name` text NOT NULL,
	`status` text DEFAULT 'PUBLISHED' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_brand` ON `reviews` (`brand_slug`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `tag_texts` (
	`tag_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`tag_id`, `language`),
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tag_texts_slug` ON `tag_texts` (`language`,`slug`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`category` text,
	`popularity` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_key_unique` ON `tags` (`key`);