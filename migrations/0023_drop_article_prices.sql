DROP TABLE `article_availability`;--> statement-breakpoint
DROP TABLE `article_prices`;--> statement-breakpoint
ALTER TABLE `articles` DROP COLUMN `print_width_mm`;--> statement-breakpoint
ALTER TABLE `articles` DROP COLUMN `print_height_mm`;--> statement-breakpoint
ALTER TABLE `articles` DROP COLUMN `min_dpi`;