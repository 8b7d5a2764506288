DROP INDEX `variants_on_hand_idx`;--> statement-breakpoint
CREATE INDEX `variants_on_hand_idx` ON `variants` (("stock" + "stock_opt"),`id`,`product_id`);--> statement-breakpoint
CREATE INDEX `contact_messages_handled_idx` ON `contact_messages` (`handled`,`kind`);--> statement-breakpoint
CREATE INDEX `leads_handled_idx` ON `leads` (`handled`);--> statement-breakpoint
CREATE INDEX `partner_applications_status_idx` ON `partner_applications` (`status`);--> statement-breakpoint
CREATE INDEX `orders_sales_idx` ON `orders` (`created_at`,`status`,`pay_type`,`total_uah`,`paid_uah`,`refunded_uah`);