CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`actor_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`for_buyer` integer DEFAULT false NOT NULL,
	`amount_uah` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `hold_until` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_uah` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_uah` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_pending_uah` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_pending_since` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_failed_uah` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_error` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ttn` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_hold_idx` ON `orders` (`hold_until`);--> statement-breakpoint
ALTER TABLE `payment_events` ADD `payload_hash` text;--> statement-breakpoint
-- Refunds never exceed what the provider took, whatever code writes (db/queries/refunds.ts relies on it).
CREATE TRIGGER `orders_refund_within_payment` BEFORE UPDATE OF `refunded_uah`, `refund_pending_uah` ON `orders`
WHEN NEW.`refunded_uah` + NEW.`refund_pending_uah` > NEW.`paid_uah` OR NEW.`refunded_uah` < 0 OR NEW.`refund_pending_uah` < 0
BEGIN
  SELECT RAISE(ABORT, 'refund_exceeds_payment');
END;
