CREATE TABLE `consent_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_slug` text NOT NULL,
	`session_id` text NOT NULL,
	`customer_id` integer,
	`version` text NOT NULL,
	`analytics` integer NOT NULL,
	`ads` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consent_records_session` ON `consent_records` (`session_id`);--> statement-breakpoint
CREATE INDEX `consent_records_customer` ON `consent_records` (`customer_id`);--> statement-breakpoint
CREATE INDEX `consent_records_created` ON `consent_records` (`created_at`);