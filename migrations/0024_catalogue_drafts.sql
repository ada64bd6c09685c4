CREATE TABLE `catalogue_drafts` (
	`staff_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`article_code` text NOT NULL,
	`csv` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`staff_id`, `brand_slug`, `article_code`),
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
