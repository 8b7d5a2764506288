CREATE TABLE `partner_tier_brands` (
	`tier_id` integer NOT NULL,
	`brand_id` integer NOT NULL,
	`discount_percent` integer NOT NULL,
	PRIMARY KEY(`tier_id`, `brand_id`),
	FOREIGN KEY (`tier_id`) REFERENCES `partner_tiers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "partner_tier_brands_discount_ck" CHECK("partner_tier_brands"."discount_percent" >= 0 AND "partner_tier_brands"."discount_percent" < 100)
);
--> statement-breakpoint
CREATE INDEX `partner_tier_brands_brand_idx` ON `partner_tier_brands` (`brand_id`);--> statement-breakpoint
CREATE TABLE `partner_tiers` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_ua` text NOT NULL,
	`name_en` text NOT NULL,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "partner_tiers_discount_ck" CHECK("partner_tiers"."discount_percent" >= 0 AND "partner_tiers"."discount_percent" < 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_tiers_name_ua_uq` ON `partner_tiers` (`name_ua`);--> statement-breakpoint
ALTER TABLE `users` ADD `partner_tier_id` integer REFERENCES partner_tiers(id) ON DELETE SET NULL;