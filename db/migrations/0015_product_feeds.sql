CREATE TABLE `feed_builds` (
	`feed` text PRIMARY KEY NOT NULL,
	`changed_at` integer DEFAULT 1 NOT NULL,
	`built_from` integer DEFAULT 0 NOT NULL,
	`requested_at` integer,
	`lease_until` integer,
	`built_at` integer,
	`build_ms` integer,
	`products` integer DEFAULT 0 NOT NULL,
	`items` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`warning_counts` text DEFAULT '{}' NOT NULL,
	`warning_products` text DEFAULT '[]' NOT NULL,
	`error` text,
	`wholesale_min_quantity` integer
);
--> statement-breakpoint
CREATE INDEX `feed_builds_due_idx` ON `feed_builds` (`lease_until`);--> statement-breakpoint
CREATE TABLE `feed_categories` (
	`category_id` integer NOT NULL,
	`channel` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`category_id`, `channel`),
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `feed_exclusions` (
	`id` integer PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`brand_id` integer,
	`product_id` integer,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "feed_exclusions_one_subject" CHECK(("feed_exclusions"."brand_id" IS NULL) <> ("feed_exclusions"."product_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feed_exclusions_brand_uq` ON `feed_exclusions` (`brand_id`,`channel`);--> statement-breakpoint
CREATE UNIQUE INDEX `feed_exclusions_product_uq` ON `feed_exclusions` (`product_id`,`channel`);--> statement-breakpoint
-- One row per feed, stale from the start (changed_at 1 > built_from 0): the first Cron run builds them.
INSERT INTO `feed_builds` (`feed`) VALUES ('google-merchant-ua'), ('google-merchant-en'), ('rozetka'), ('prom'), ('hotline'), ('google-ratings');
