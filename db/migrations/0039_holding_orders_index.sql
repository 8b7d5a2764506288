DROP INDEX `orders_hold_idx`;--> statement-breakpoint
CREATE INDEX `orders_holding_idx` ON `orders` (`hold_until`) WHERE "orders"."status" IN ('created', 'payed_error');