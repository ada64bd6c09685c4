CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`value` real NOT NULL,
	`at` integer NOT NULL,
	`next_at` integer,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_expires` ON `rate_limits` (`expires_at`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `email_confirmed_at` integer;