CREATE TABLE `parcel_notices` (
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status_code` text NOT NULL,
	`branch` text DEFAULT '' NOT NULL,
	`storage_until` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`order_id`, `kind`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `parcel_notices_kind_idx` ON `parcel_notices` (`kind`,`storage_until`);--> statement-breakpoint
ALTER TABLE `users` ADD `messages_opt_in` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `messages_opt_in` integer DEFAULT false NOT NULL;