ALTER TABLE `orders` ADD `uploads_swept_at` integer;--> statement-breakpoint
CREATE INDEX `orders_status_uploads_swept` ON `orders` (`status`,`uploads_swept_at`);