CREATE TABLE `held_price_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`source` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`status` text DEFAULT 'held' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `held_price_lines_waiting_uq` ON `held_price_lines` (`variant_id`) WHERE status = 'held';--> statement-breakpoint
CREATE INDEX `held_price_lines_status_idx` ON `held_price_lines` (`status`,`created_at`);