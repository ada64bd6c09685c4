CREATE TABLE `payment_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`psp_reference` text NOT NULL,
	`event_code` text NOT NULL,
	`success` integer NOT NULL,
	`merchant_reference` text NOT NULL,
	`original_reference` text,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`body` text NOT NULL,
	`received_at` integer NOT NULL,
	`applied_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_notifications_event` ON `payment_notifications` (`provider`,`psp_reference`,`event_code`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`payment_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`provider_ref` text,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refunds_order` ON `refunds` (`order_id`);--> statement-breakpoint
ALTER TABLE `brands` ADD `payments` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `psp_reference` text;--> statement-breakpoint
-- GIROPAY and SOFORT are discontinued (issue 14): the tenant schema refuses them, so stored sites drop them here.
UPDATE `sites` SET `payment_methods` = (SELECT json_group_array(value) FROM json_each(`sites`.`payment_methods`) WHERE value NOT IN ('GIROPAY', 'SOFORT')) WHERE EXISTS (SELECT 1 FROM json_each(`sites`.`payment_methods`) WHERE value IN ('GIROPAY', 'SOFORT'));
