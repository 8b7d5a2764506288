DROP INDEX `orders_sales_idx`;--> statement-breakpoint
CREATE INDEX `orders_sales_idx` ON `orders` (`created_at`,`status`,`pay_type`,`total_uah`,`paid_uah`,`refunded_uah`,`cash_refunded_uah`);