DROP INDEX `orders_idempotency_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_uq` ON `orders` (`idempotency_key`) WHERE "orders"."idempotency_key" IS NOT NULL;