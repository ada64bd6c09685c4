-- Product variants (decision 040): options, variants with their print spec, availability and price ladders per variant.
-- The catalog pages read these tables, so they bump config_version like the others (migration 0020, decision 034).
CREATE TABLE `article_option_values` (
	`article_id` integer NOT NULL,
	`option_key` text NOT NULL,
	`value_key` text NOT NULL,
	`position` integer NOT NULL,
	`labels` text NOT NULL,
	PRIMARY KEY(`article_id`, `option_key`, `value_key`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `article_options` (
	`article_id` integer NOT NULL,
	`option_key` text NOT NULL,
	`position` integer NOT NULL,
	`labels` text NOT NULL,
	PRIMARY KEY(`article_id`, `option_key`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `article_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`sku` text NOT NULL,
	`options` text NOT NULL,
	`print_width_mm` integer NOT NULL,
	`print_height_mm` integer NOT NULL,
	`bleed_mm` integer NOT NULL,
	`min_dpi` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_variants_sku_unique` ON `article_variants` (`sku`);--> statement-breakpoint
CREATE INDEX `article_variants_article` ON `article_variants` (`article_id`,`position`);--> statement-breakpoint
CREATE TABLE `variant_availability` (
	`variant_id` integer NOT NULL,
	`brand_slug` text NOT NULL,
	`site_code` text DEFAULT '*' NOT NULL,
	PRIMARY KEY(`variant_id`, `brand_slug`, `site_code`),
	FOREIGN KEY (`variant_id`) REFERENCES `article_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `variant_availability_brand` ON `variant_availability` (`brand_slug`);--> statement-breakpoint
CREATE TABLE `variant_prices` (
	`variant_id` integer NOT NULL,
	`brand_slug` text DEFAULT '*' NOT NULL,
	`site_code` text DEFAULT '*' NOT NULL,
	`currency` text NOT NULL,
	`min_quantity` integer DEFAULT 1 NOT NULL,
	`amount_minor` integer NOT NULL,
	PRIMARY KEY(`variant_id`, `brand_slug`, `site_code`, `currency`, `min_quantity`),
	FOREIGN KEY (`variant_id`) REFERENCES `article_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Every existing article becomes one variant without options (its size, its bleed by kind as print-spec.ts had it),
-- with its prices as the all-brands ladder and its availability as the variant's (decision 040).
INSERT INTO `article_variants` (`article_id`, `sku`, `options`, `print_width_mm`, `print_height_mm`, `bleed_mm`, `min_dpi`, `position`)
SELECT `id`, `code`, '{}', `print_width_mm`, `print_height_mm`, CASE WHEN `kind` = 'CANVAS' THEN 20 WHEN `kind` IN ('MUG', 'MAGIC_MUG') THEN 2 ELSE 3 END, `min_dpi`, 0 FROM `articles` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `variant_prices` (`variant_id`, `brand_slug`, `site_code`, `currency`, `min_quantity`, `amount_minor`)
SELECT v.`id`, '*', '*', p.`currency`, 1, p.`amount_minor` FROM `article_prices` p JOIN `article_variants` v ON v.`article_id` = p.`article_id`;
--> statement-breakpoint
INSERT INTO `variant_availability` (`variant_id`, `brand_slug`, `site_code`)
SELECT v.`id`, a.`brand_slug`, a.`site_code` FROM `article_availability` a JOIN `article_variants` v ON v.`article_id` = a.`article_id`;
--> statement-breakpoint
-- Lines in open carts keep their article, now as its one variant (SQLite adds a NOT NULL column only by rebuilding).
CREATE TABLE `__new_cart_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`cart_id` text NOT NULL,
	`article_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`design_id` integer,
	`personalised_design_id` text,
	`quantity` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `article_variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_cart_lines` (`id`, `cart_id`, `article_id`, `variant_id`, `design_id`, `personalised_design_id`, `quantity`, `created_at`)
SELECT l.`id`, l.`cart_id`, l.`article_id`, v.`id`, l.`design_id`, l.`personalised_design_id`, l.`quantity`, l.`created_at` FROM `cart_lines` l JOIN `article_variants` v ON v.`article_id` = l.`article_id`;
--> statement-breakpoint
DROP TABLE `cart_lines`;
--> statement-breakpoint
ALTER TABLE `__new_cart_lines` RENAME TO `cart_lines`;
--> statement-breakpoint
CREATE INDEX `cart_lines_cart` ON `cart_lines` (`cart_id`);
--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_id` integer;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_sku` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_label` text;--> statement-breakpoint
ALTER TABLE `personalised_designs` ADD `variant_id` integer;
--> statement-breakpoint
CREATE TRIGGER `article_options_config_version_insert` AFTER INSERT ON `article_options` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_options_config_version_update` AFTER UPDATE ON `article_options` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_options_config_version_delete` AFTER DELETE ON `article_options` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_option_values_config_version_insert` AFTER INSERT ON `article_option_values` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_option_values_config_version_update` AFTER UPDATE ON `article_option_values` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_option_values_config_version_delete` AFTER DELETE ON `article_option_values` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_variants_config_version_insert` AFTER INSERT ON `article_variants` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_variants_config_version_update` AFTER UPDATE ON `article_variants` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_variants_config_version_delete` AFTER DELETE ON `article_variants` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_availability_config_version_insert` AFTER INSERT ON `variant_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_availability_config_version_update` AFTER UPDATE ON `variant_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_availability_config_version_delete` AFTER DELETE ON `variant_availability` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_prices_config_version_insert` AFTER INSERT ON `variant_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_prices_config_version_update` AFTER UPDATE ON `variant_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `variant_prices_config_version_delete` AFTER DELETE ON `variant_prices` BEGIN UPDATE `config_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
