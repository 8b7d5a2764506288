CREATE INDEX `products_admin_sort_idx` ON `products` (`sort_order`);--> statement-breakpoint
CREATE INDEX `products_admin_price_idx` ON `products` (`min_price_uah`);--> statement-breakpoint
CREATE INDEX `products_admin_name_idx` ON `products` (`name_ua`);--> statement-breakpoint
CREATE INDEX `products_admin_created_idx` ON `products` (`created_at`);