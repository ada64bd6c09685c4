-- The shared catalog joins the tenant config's counter (migration 0019): a write to any table the catalog pages read
-- (ops catalog commands, the seed, a database copy) bumps config_version, so the tenant registry moves on, every
-- instance's page cache leaves the old pages behind at once and the catalog read cache starts afresh (decision 034).
-- Reviews are not in it: shoppers write them all day, and nothing caches them.
CREATE TRIGGER `articles_config_version_insert` AFTER INSERT ON `articles` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `articles_config_version_update` AFTER UPDATE ON `articles` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `articles_config_version_delete` AFTER DELETE ON `articles` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_texts_config_version_insert` AFTER INSERT ON `article_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_texts_config_version_update` AFTER UPDATE ON `article_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_texts_config_version_delete` AFTER DELETE ON `article_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_prices_config_version_insert` AFTER INSERT ON `article_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_prices_config_version_update` AFTER UPDATE ON `article_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_prices_config_version_delete` AFTER DELETE ON `article_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_availability_config_version_insert` AFTER INSERT ON `article_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_availability_config_version_update` AFTER UPDATE ON `article_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_availability_config_version_delete` AFTER DELETE ON `article_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tags_config_version_insert` AFTER INSERT ON `tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tags_config_version_update` AFTER UPDATE ON `tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tags_config_version_delete` AFTER DELETE ON `tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tag_texts_config_version_insert` AFTER INSERT ON `tag_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tag_texts_config_version_update` AFTER UPDATE ON `tag_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `tag_texts_config_version_delete` AFTER DELETE ON `tag_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `designs_config_version_insert` AFTER INSERT ON `designs` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `designs_config_version_update` AFTER UPDATE ON `designs` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `designs_config_version_delete` AFTER DELETE ON `designs` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_texts_config_version_insert` AFTER INSERT ON `design_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_texts_config_version_update` AFTER UPDATE ON `design_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_texts_config_version_delete` AFTER DELETE ON `design_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_tags_config_version_insert` AFTER INSERT ON `design_tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_tags_config_version_update` AFTER UPDATE ON `design_tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `design_tags_config_version_delete` AFTER DELETE ON `design_tags` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landings_config_version_insert` AFTER INSERT ON `landings` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landings_config_version_update` AFTER UPDATE ON `landings` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landings_config_version_delete` AFTER DELETE ON `landings` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landing_texts_config_version_insert` AFTER INSERT ON `landing_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landing_texts_config_version_update` AFTER UPDATE ON `landing_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `landing_texts_config_version_delete` AFTER DELETE ON `landing_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_config_version_insert` AFTER INSERT ON `banners` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_config_version_update` AFTER UPDATE ON `banners` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_config_version_delete` AFTER DELETE ON `banners` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banner_texts_config_version_insert` AFTER INSERT ON `banner_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banner_texts_config_version_update` AFTER UPDATE ON `banner_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banner_texts_config_version_delete` AFTER DELETE ON `banner_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offers_config_version_insert` AFTER INSERT ON `offers` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offers_config_version_update` AFTER UPDATE ON `offers` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offers_config_version_delete` AFTER DELETE ON `offers` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offer_texts_config_version_insert` AFTER INSERT ON `offer_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offer_texts_config_version_update` AFTER UPDATE ON `offer_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `offer_texts_config_version_delete` AFTER DELETE ON `offer_texts` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
