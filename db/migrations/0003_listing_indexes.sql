DROP INDEX `products_price_idx`;--> statement-breakpoint
DROP INDEX `products_wholesale_price_idx`;--> statement-breakpoint
CREATE INDEX `products_brand_price_idx` ON `products` (`brand_id`,`is_active`,`min_price_uah`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_category_price_idx` ON `products` (`category_id`,`is_active`,`min_price_uah`,`brand_id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`is_active`,`min_price_uah`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_wholesale_price_idx` ON `products` (`is_active`,`min_wholesale_price_uah`,`brand_id`,`category_id`);