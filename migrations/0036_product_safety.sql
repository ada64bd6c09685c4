-- Product-safety information per brand and article (GPSR, decision 058) joins the config counter like the brand's
-- pages (migration 0029): a console publish or the seed moves every instance's registry to a new generation.
CREATE TABLE `product_safety` (
	`brand_slug` text NOT NULL,
	`article_code` text NOT NULL,
	`manufacturer` text,
	`responsible_person` text,
	`warnings` text NOT NULL,
	PRIMARY KEY(`brand_slug`, `article_code`)
);--> statement-breakpoint
CREATE TRIGGER `product_safety_config_version_insert` AFTER INSERT ON `product_safety` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_safety_config_version_update` AFTER UPDATE ON `product_safety` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_safety_config_version_delete` AFTER DELETE ON `product_safety` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
