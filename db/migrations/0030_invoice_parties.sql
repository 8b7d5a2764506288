CREATE TABLE `invoice_parties` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`vat_percent` integer NOT NULL,
	`buyer` text,
	`seller` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
