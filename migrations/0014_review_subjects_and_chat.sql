ALTER TABLE `brands` ADD `chat` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `design_id` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `article_id` integer;--> statement-breakpoint
CREATE INDEX `reviews_design` ON `reviews` (`design_id`,`brand_slug`,`language`,`status`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `chat_owner` text;--> statement-breakpoint
CREATE INDEX `tickets_chat_owner` ON `tickets` (`chat_owner`,`brand_slug`);