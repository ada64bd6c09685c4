-- A brand's pages and blog posts (decision 045) join the tenant config's counter like the catalog (migration 0020):
-- a write from the console, the ops import or the seed moves every instance's registry to a new generation, so the
-- kept reads and cached pages leave the old texts behind at once.
CREATE TABLE `brand_blog_posts` (
	`brand_slug` text NOT NULL,
	`post_key` text NOT NULL,
	`language` text NOT NULL,
	`date` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`brand_slug`, `post_key`, `language`)
);
--> statement-breakpoint
CREATE INDEX `brand_blog_posts_language` ON `brand_blog_posts` (`brand_slug`,`language`,`date`);--> statement-breakpoint
CREATE TABLE `brand_pages` (
	`brand_slug` text NOT NULL,
	`page_key` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`intro` text NOT NULL,
	`sections` text NOT NULL,
	PRIMARY KEY(`brand_slug`, `page_key`, `language`)
);--> statement-breakpoint
CREATE TRIGGER `brand_pages_config_version_insert` AFTER INSERT ON `brand_pages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_pages_config_version_update` AFTER UPDATE ON `brand_pages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_pages_config_version_delete` AFTER DELETE ON `brand_pages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_blog_posts_config_version_insert` AFTER INSERT ON `brand_blog_posts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_blog_posts_config_version_update` AFTER UPDATE ON `brand_blog_posts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_blog_posts_config_version_delete` AFTER DELETE ON `brand_blog_posts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
