CREATE TABLE `print_drafts` (
	`owner` text NOT NULL,
	`brand_slug` text NOT NULL,
	`article_id` integer NOT NULL,
	`document` text NOT NULL,
	`version` integer NOT NULL,
	`carted_version` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`owner`, `brand_slug`, `article_id`)
);
