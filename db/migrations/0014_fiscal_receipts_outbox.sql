CREATE TABLE `outbox_jobs` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`order_id` integer,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`locked_until` integer,
	`last_error` text,
	`result` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`done_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_jobs_key_uq` ON `outbox_jobs` (`key`);--> statement-breakpoint
CREATE INDEX `outbox_jobs_due_idx` ON `outbox_jobs` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_jobs_order_idx` ON `outbox_jobs` (`order_id`);--> statement-breakpoint
CREATE INDEX `outbox_jobs_kind_done_idx` ON `outbox_jobs` (`kind`,`done_at`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `promo_discount_uah` integer DEFAULT 0 NOT NULL;