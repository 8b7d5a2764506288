CREATE TABLE `company_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`iban` text NOT NULL,
	`address` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_changes_pending_uq` ON `company_changes` (`company_id`) WHERE "company_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `company_changes_status_idx` ON `company_changes` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `variants` ADD `pack_size` integer DEFAULT 1 NOT NULL;