ALTER TABLE `products` ADD `seo_title_ua` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_title_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_description_ua` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_description_en` text DEFAULT '' NOT NULL;