CREATE TABLE `requisite_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`email` text NOT NULL,
	`iban` text NOT NULL,
	`director` text NOT NULL,
	`address` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "requisite_changes_status_ck" CHECK("requisite_changes"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `requisite_changes_pending_uq` ON `requisite_changes` (`user_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `requisite_changes_status_idx` ON `requisite_changes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `requisite_changes_user_idx` ON `requisite_changes` (`user_id`,`created_at`);