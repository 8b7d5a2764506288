DROP INDEX `products_sort_idx`;--> statement-breakpoint
DROP INDEX `products_created_idx`;--> statement-breakpoint
DROP INDEX `products_views_idx`;--> statement-breakpoint
DROP INDEX `products_price_idx`;--> statement-breakpoint
DROP INDEX `products_wholesale_price_idx`;--> statement-breakpoint
DROP INDEX `products_brand_price_idx`;--> statement-breakpoint
DROP INDEX `products_category_price_idx`;--> statement-breakpoint
DROP INDEX `products_brand_wholesale_price_idx`;--> statement-breakpoint
DROP INDEX `products_category_wholesale_price_idx`;--> statement-breakpoint
CREATE INDEX `products_sort_idx` ON `products` (`is_active`,`sort_order`,`id`,`min_price_uah`,`min_wholesale_price_uah`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`is_active`,`created_at`,`id`,`min_price_uah`,`min_wholesale_price_uah`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_views_idx` ON `products` (`is_active`,`views`,`id`,`min_price_uah`,`min_wholesale_price_uah`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`is_active`,`min_price_uah`,`id`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_wholesale_price_idx` ON `products` (`is_active`,`min_wholesale_price_uah`,`id`,`brand_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_brand_price_idx` ON `products` (`brand_id`,`is_active`,`min_price_uah`,`id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_category_price_idx` ON `products` (`category_id`,`is_active`,`min_price_uah`,`id`,`brand_id`);--> statement-breakpoint
CREATE INDEX `products_brand_wholesale_price_idx` ON `products` (`brand_id`,`is_active`,`min_wholesale_price_uah`,`id`,`category_id`);--> statement-breakpoint
CREATE INDEX `products_category_wholesale_price_idx` ON `products` (`category_id`,`is_active`,`min_wholesale_price_uah`,`id`,`brand_id`);