CREATE TABLE `staff_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `products` ADD `stock_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_admin_stock_idx` ON `products` (`stock_total`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `variants_on_hand_idx` ON `variants` (("stock" + "stock_opt"));--> statement-breakpoint
UPDATE `products` SET `stock_total` = (SELECT coalesce(sum(`stock` + `stock_opt`), 0) FROM `variants` WHERE `variants`.`product_id` = `products`.`id`);--> statement-breakpoint
CREATE TRIGGER `variants_stock_total_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET `stock_total` = `stock_total` + NEW.`stock` + NEW.`stock_opt` WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `variants_stock_total_update` AFTER UPDATE OF `stock`, `stock_opt`, `product_id` ON `variants`
BEGIN
  UPDATE `products` SET `stock_total` = `stock_total` - OLD.`stock` - OLD.`stock_opt` WHERE `id` = OLD.`product_id`;
  UPDATE `products` SET `stock_total` = `stock_total` + NEW.`stock` + NEW.`stock_opt` WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `variants_stock_total_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET `stock_total` = `stock_total` - OLD.`stock` - OLD.`stock_opt` WHERE `id` = OLD.`product_id`;
END;
