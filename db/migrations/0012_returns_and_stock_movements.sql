CREATE TABLE `order_return_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`return_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`stock_back` integer DEFAULT 0 NOT NULL,
	`stock_opt_back` integer DEFAULT 0 NOT NULL,
	`value_uah` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_return_lines_line_idx` ON `order_return_lines` (`order_line_id`);--> statement-breakpoint
CREATE INDEX `order_return_lines_return_idx` ON `order_return_lines` (`return_id`);--> statement-breakpoint
CREATE TABLE `order_returns` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`value_uah` integer NOT NULL,
	`provider_refund_uah` integer DEFAULT 0 NOT NULL,
	`cash_refund_uah` integer DEFAULT 0 NOT NULL,
	`refund_outcome` text DEFAULT 'none' NOT NULL,
	`actor_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_returns_order_idx` ON `order_returns` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stock_movement_context` (
	`id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`actor_id` integer,
	`order_id` integer,
	`return_id` integer
);
--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`stock_kind` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`actor_id` integer,
	`order_id` integer,
	`return_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stock_movements_variant_idx` ON `stock_movements` (`variant_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `cash_refunded_uah` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each variant holds now is its first movement, so the movements always sum to the stock.
INSERT INTO `stock_movements` (`variant_id`, `stock_kind`, `delta`, `reason`)
  SELECT `id`, 'retail', `stock`, 'baseline' FROM `variants` WHERE `stock` <> 0;--> statement-breakpoint
INSERT INTO `stock_movements` (`variant_id`, `stock_kind`, `delta`, `reason`)
  SELECT `id`, 'wholesale', `stock_opt`, 'baseline' FROM `variants` WHERE `stock_opt` <> 0;--> statement-breakpoint
-- Every later change is recorded by the database itself, with the reason the write under way set in
-- stock_movement_context (db/queries/stock-movements.ts); a write that set none is an edit.
CREATE TRIGGER `variants_stock_moved` AFTER UPDATE OF `stock`, `stock_opt` ON `variants`
WHEN NEW.`stock` <> OLD.`stock` OR NEW.`stock_opt` <> OLD.`stock_opt`
BEGIN
  INSERT INTO `stock_movements` (`variant_id`, `stock_kind`, `delta`, `reason`, `actor_id`, `order_id`, `return_id`)
    SELECT NEW.`id`, k.kind, k.delta, coalesce(c.`reason`, 'edit'), c.`actor_id`, c.`order_id`, c.`return_id`
    FROM (SELECT 'retail' AS kind, NEW.`stock` - OLD.`stock` AS delta
          UNION ALL SELECT 'wholesale', NEW.`stock_opt` - OLD.`stock_opt`) k
    LEFT JOIN `stock_movement_context` c ON c.`id` = 1
    WHERE k.delta <> 0;
END;--> statement-breakpoint
CREATE TRIGGER `variants_stock_added` AFTER INSERT ON `variants`
WHEN NEW.`stock` <> 0 OR NEW.`stock_opt` <> 0
BEGIN
  INSERT INTO `stock_movements` (`variant_id`, `stock_kind`, `delta`, `reason`, `actor_id`)
    SELECT NEW.`id`, k.kind, k.delta, coalesce(c.`reason`, 'baseline'), c.`actor_id`
    FROM (SELECT 'retail' AS kind, NEW.`stock` AS delta UNION ALL SELECT 'wholesale', NEW.`stock_opt`) k
    LEFT JOIN `stock_movement_context` c ON c.`id` = 1
    WHERE k.delta <> 0;
END;--> statement-breakpoint
-- Several returns of one line never take back more than was sold, however they race.
CREATE TRIGGER `order_return_lines_within_sold` BEFORE INSERT ON `order_return_lines`
WHEN NEW.`quantity` <= 0 OR NEW.`quantity` + (SELECT coalesce(sum(`quantity`), 0) FROM `order_return_lines` WHERE `order_line_id` = NEW.`order_line_id`)
  > (SELECT `quantity` FROM `order_lines` WHERE `id` = NEW.`order_line_id`)
BEGIN
  SELECT RAISE(ABORT, 'return_exceeds_sold');
END;
