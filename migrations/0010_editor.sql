CREATE TABLE `personalised_designs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`brand_slug` text NOT NULL,
	`article_id` integer NOT NULL,
	`design_id` integer,
	`status` text NOT NULL,
	`document` text NOT NULL,
	`print_file` text,
	`preview_file` text,
	`print_width_px` integer,
	`print_height_px` integer,
	`print_dpi` integer,
	`min_photo_dpi` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `personalised_designs_owner` ON `personalised_designs` (`owner`,`brand_slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `personalised_designs_one_draft` ON `personalised_designs` (`owner`,`brand_slug`,`article_id`) WHERE status = 'draft';--> statement-breakpoint
CREATE TABLE `print_file_downloads` (
	`order_line_id` integer PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`count` integer NOT NULL,
	`first_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`brand_slug` text NOT NULL,
	`sha256` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`file_name` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer,
	`height` integer,
	`stored_as` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_owner` ON `uploads` (`owner`,`brand_slug`,`created_at`);