CREATE TABLE `ticket_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`staff_id` integer,
	`staff_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ticket_notes_ticket` ON `ticket_notes` (`ticket_id`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `assigned_staff_id` integer REFERENCES staff_users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `tickets_brand_status` ON `tickets` (`brand_slug`,`status`);