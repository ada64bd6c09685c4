CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`language` text NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`confirm_token_hash` text,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_brand_email` ON `newsletter_subscriptions` (`brand_slug`,`email`);--> statement-breakpoint
CREATE TABLE `ticket_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `ticket_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ticket_attachments_message` ON `ticket_attachments` (`message_id`);--> statement-breakpoint
CREATE TABLE `ticket_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`author` text NOT NULL,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ticket_messages_ticket` ON `ticket_messages` (`ticket_id`);--> statement-breakpoint
CREATE TABLE `tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text NOT NULL,
	`language` text NOT NULL,
	`customer_id` integer,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`channel` text NOT NULL,
	`subject` text NOT NULL,
	`order_public_id` text,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_public_id_unique` ON `tickets` (`public_id`);--> statement-breakpoint
CREATE INDEX `tickets_brand_email` ON `tickets` (`brand_slug`,`email`);--> statement-breakpoint
CREATE INDEX `tickets_customer` ON `tickets` (`customer_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `customer_id` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `order_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order` ON `reviews` (`order_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;