CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`brand_slug` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_name_unique` ON `api_keys` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupe_key` text NOT NULL,
	`to` text NOT NULL,
	`from` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_dedupe_key_unique` ON `email_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `email_outbox_pending` ON `email_outbox` (`sent_at`);--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_status` integer,
	`to_status` integer,
	`shipment_state` text,
	`actor` text NOT NULL,
	`note` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order` ON `order_events` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`article_name` text NOT NULL,
	`design_id` integer,
	`design_name` text,
	`personalised_design_id` text,
	`quantity` integer NOT NULL,
	`unit_price_minor` integer NOT NULL,
	`line_total_minor` integer NOT NULL,
	`url_preview` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`status` integer NOT NULL,
	`reason` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_returns_order` ON `order_returns` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text NOT NULL,
	`language` text NOT NULL,
	`currency` text NOT NULL,
	`session_id` text NOT NULL,
	`customer_id` integer,
	`cart_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` integer NOT NULL,
	`contact` text NOT NULL,
	`address` text NOT NULL,
	`shipment` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_kind` text NOT NULL,
	`promotion_code` text,
	`subtotal_minor` integer NOT NULL,
	`discount_minor` integer NOT NULL,
	`shipping_minor` integer NOT NULL,
	`vat_minor` integer NOT NULL,
	`total_minor` integer NOT NULL,
	`tracking_number` text,
	`shipment_state` text,
	`attribution` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_public_id_unique` ON `orders` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_cart_id_unique` ON `orders` (`cart_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_brand_idempotency` ON `orders` (`brand_slug`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_brand_status` ON `orders` (`brand_slug`,`status`);--> statement-breakpoint
CREATE INDEX `orders_session` ON `orders` (`session_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`provider` text NOT NULL,
	`method` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`provider_ref` text,
	`redirect_url` text,
	`outcome` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_order` ON `payments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref` ON `payments` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE TABLE `test_psp_deliveries` (
	`event_id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`payload` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`delivered_at` integer,
	`last_error` text,
	FOREIGN KEY (`payment_id`) REFERENCES `test_psp_payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `test_psp_deliveries_due` ON `test_psp_deliveries` (`delivered_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `test_psp_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`merchant_reference` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`return_url` text NOT NULL,
	`webhook_url` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_psp_payments_merchant_reference_unique` ON `test_psp_payments` (`merchant_reference`);--> statement-breakpoint
CREATE TABLE `user_required_actions` (
	`public_id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`return_id` integer,
	`kind` text NOT NULL,
	`data` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_required_actions_order` ON `user_required_actions` (`order_id`);--> statement-breakpoint
CREATE TABLE `webhook_receipts` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
ALTER TABLE `sites` ADD `shipment_modes` text DEFAULT '["ADDRESS","PICKPOINT"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `checkout_details` ADD `shipment` text;