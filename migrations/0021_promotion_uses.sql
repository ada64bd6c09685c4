ALTER TABLE `promotions` ADD `max_uses` integer;--> statement-breakpoint
ALTER TABLE `promotions` ADD `uses` integer DEFAULT 0 NOT NULL;