ALTER TABLE `brands` ADD `chat` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `chat_owner` text;--> statement-breakpoint
CREATE INDEX `tickets_chat_owner` ON `tickets` (`chat_owner`,`brand_slug`);