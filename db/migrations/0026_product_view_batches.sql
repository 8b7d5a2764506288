CREATE TABLE `product_view_batches` (
	`id` integer PRIMARY KEY NOT NULL,
	`views` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
