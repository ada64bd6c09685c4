CREATE TABLE `config_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `config_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `brands_config_version_insert` AFTER INSERT ON `brands` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brands_config_version_update` AFTER UPDATE ON `brands` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brands_config_version_delete` AFTER DELETE ON `brands` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sites_config_version_insert` AFTER INSERT ON `sites` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sites_config_version_update` AFTER UPDATE ON `sites` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sites_config_version_delete` AFTER DELETE ON `sites` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_languages_config_version_insert` AFTER INSERT ON `site_languages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_languages_config_version_update` AFTER UPDATE ON `site_languages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_languages_config_version_delete` AFTER DELETE ON `site_languages` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_config_version_insert` AFTER INSERT ON `site_hosts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_config_version_update` AFTER UPDATE ON `site_hosts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_config_version_delete` AFTER DELETE ON `site_hosts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_content_config_version_insert` AFTER INSERT ON `brand_content` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_content_config_version_update` AFTER UPDATE ON `brand_content` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brand_content_config_version_delete` AFTER DELETE ON `brand_content` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
