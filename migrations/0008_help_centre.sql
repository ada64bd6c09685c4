CREATE TABLE `help_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `help_category_texts` (
	`category_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`brand_slug`, `language`, `category_id`),
	FOREIGN KEY (`category_id`) REFERENCES `help_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `help_topic_texts` (
	`topic_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`body` text NOT NULL,
	`keywords` text NOT NULL,
	PRIMARY KEY(`brand_slug`, `language`, `topic_id`),
	FOREIGN KEY (`topic_id`) REFERENCES `help_topics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `help_topic_texts_topic` ON `help_topic_texts` (`topic_id`);--> statement-breakpoint
CREATE TABLE `help_topics` (
	`id` integer PRIMARY KEY NOT NULL,
	`category_id` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `help_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `help_topics_category` ON `help_topics` (`category_id`,`position`);