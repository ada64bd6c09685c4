ALTER TABLE `reviews` ADD `design_id` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `article_id` integer;--> statement-breakpoint
CREATE INDEX `reviews_design` ON `reviews` (`design_id`,`brand_slug`,`language`,`status`);