ALTER TABLE `new_post_addresses` ADD `settlement_ref` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `new_post_addresses` ADD `warehouse_ref` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `np_settlement_ref` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `np_warehouse_ref` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `np_refs_verified` integer DEFAULT false NOT NULL;