CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`iban` text DEFAULT '' NOT NULL,
	`director` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`real_stock` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_user_uq` ON `companies` (`user_id`);--> statement-breakpoint
CREATE TABLE `courier_addresses` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`city` text DEFAULT 'Київ' NOT NULL,
	`street` text NOT NULL,
	`house` text NOT NULL,
	`apartment` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `courier_addresses_user_idx` ON `courier_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`locale` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `integration_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_keys_hash_uq` ON `integration_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `new_post_addresses` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`city` text NOT NULL,
	`branch` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `new_post_addresses_user_idx` ON `new_post_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `refresh_token_families` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_token_families_user_idx` ON `refresh_token_families` (`user_id`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `refresh_token_families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_uq` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`password_hash` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`father_name` text DEFAULT '' NOT NULL,
	`country` text DEFAULT 'Україна' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`wholesale_status` text DEFAULT 'none' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`locale` text DEFAULT 'ua' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`password_changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_uq` ON `users` (`phone`);--> statement-breakpoint
CREATE TABLE `wholesale_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`company_name` text NOT NULL,
	`position` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `wholesale_requests_status_idx` ON `wholesale_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `brands` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description_ua` text DEFAULT '' NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`image` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_slug_uq` ON `brands` (`slug`);--> statement-breakpoint
CREATE INDEX `brands_name_idx` ON `brands` (`name`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`parent_id` integer,
	`slug` text NOT NULL,
	`name_ua` text NOT NULL,
	`name_en` text NOT NULL,
	`image` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_uq` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_parent_idx` ON `categories` (`parent_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`external_slug` text,
	`brand_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`name_ua` text NOT NULL,
	`name_en` text NOT NULL,
	`short_ua` text DEFAULT '' NOT NULL,
	`short_en` text DEFAULT '' NOT NULL,
	`description_ua` text DEFAULT '' NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`prescription_ua` text DEFAULT '' NOT NULL,
	`prescription_en` text DEFAULT '' NOT NULL,
	`application_ua` text DEFAULT '' NOT NULL,
	`application_en` text DEFAULT '' NOT NULL,
	`composition` text DEFAULT '' NOT NULL,
	`serie` text DEFAULT '' NOT NULL,
	`unit_ua` text DEFAULT 'шт' NOT NULL,
	`unit_en` text DEFAULT 'pcs' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`min_price_uah` integer DEFAULT 0 NOT NULL,
	`min_wholesale_price_uah` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_uq` ON `products` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_external_slug_uq` ON `products` (`external_slug`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_id`,`is_active`,`sort_order`);--> statement-breakpoint
CREATE INDEX `products_brand_idx` ON `products` (`brand_id`,`is_active`,`sort_order`);--> statement-breakpoint
CREATE INDEX `products_sort_idx` ON `products` (`is_active`,`sort_order`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`is_active`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_views_idx` ON `products` (`is_active`,`views`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`is_active`,`min_price_uah`);--> statement-breakpoint
CREATE INDEX `products_wholesale_price_idx` ON `products` (`is_active`,`min_wholesale_price_uah`);--> statement-breakpoint
CREATE TABLE `variant_images` (
	`id` integer PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`xs` text NOT NULL,
	`s` text NOT NULL,
	`l` text NOT NULL,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `variant_images_variant_idx` ON `variant_images` (`variant_id`,`position`);--> statement-breakpoint
CREATE TABLE `variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`code` text NOT NULL,
	`barcode` text,
	`value_ua` text NOT NULL,
	`value_en` text NOT NULL,
	`price_uah` integer NOT NULL,
	`discount_price_uah` integer DEFAULT 0 NOT NULL,
	`wholesale_price_uah` integer DEFAULT 0 NOT NULL,
	`discount_wholesale_price_uah` integer DEFAULT 0 NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`stock_opt` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_code_uq` ON `variants` (`code`);--> statement-breakpoint
CREATE INDEX `variants_product_idx` ON `variants` (`product_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`first_name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`handled` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` integer PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`phone` text NOT NULL,
	`business_type` text NOT NULL,
	`link` text DEFAULT '' NOT NULL,
	`brand` text NOT NULL,
	`utm_source` text DEFAULT '' NOT NULL,
	`utm_medium` text DEFAULT '' NOT NULL,
	`utm_campaign` text DEFAULT '' NOT NULL,
	`utm_term` text DEFAULT '' NOT NULL,
	`utm_content` text DEFAULT '' NOT NULL,
	`handled` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE TABLE `partner_applications` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_name` text NOT NULL,
	`first_name` text NOT NULL,
	`patronymic` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`position_id` integer,
	`education_id` integer,
	`specialization_id` integer,
	`workplace_id` integer,
	`how_they_heard_id` integer,
	`clinic_name` text NOT NULL,
	`address` text NOT NULL,
	`professional_social_media` text DEFAULT '' NOT NULL,
	`clinic_website` text DEFAULT '' NOT NULL,
	`brands_worked_with` text DEFAULT '' NOT NULL,
	`certificate_key` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`position_id`) REFERENCES `partner_options`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`education_id`) REFERENCES `partner_options`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`specialization_id`) REFERENCES `partner_options`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`workplace_id`) REFERENCES `partner_options`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`how_they_heard_id`) REFERENCES `partner_options`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `partner_applications_created_idx` ON `partner_applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `partner_options` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name_ua` text NOT NULL,
	`name_en` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_options_kind_name_uq` ON `partner_options` (`kind`,`name_ua`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`variant_name` text NOT NULL,
	`brand_name` text NOT NULL,
	`code` text NOT NULL,
	`quantity` integer NOT NULL,
	`preorder_quantity` integer DEFAULT 0 NOT NULL,
	`taken_stock` integer DEFAULT 0 NOT NULL,
	`taken_stock_opt` integer DEFAULT 0 NOT NULL,
	`unit_price_uah` integer NOT NULL,
	`total_uah` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_lines_order_idx` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_lines_variant_idx` ON `order_lines` (`variant_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`reference` text NOT NULL,
	`user_id` integer,
	`status` text NOT NULL,
	`pay_type` text NOT NULL,
	`delivery_type` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`father_name` text DEFAULT '' NOT NULL,
	`phone` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`np_city` text DEFAULT '' NOT NULL,
	`np_branch` text DEFAULT '' NOT NULL,
	`courier_city` text DEFAULT '' NOT NULL,
	`courier_street` text DEFAULT '' NOT NULL,
	`courier_house` text DEFAULT '' NOT NULL,
	`courier_apartment` text DEFAULT '' NOT NULL,
	`is_wholesale` integer DEFAULT false NOT NULL,
	`goods_total_uah` integer NOT NULL,
	`promo_discount_uah` integer DEFAULT 0 NOT NULL,
	`delivery_cost_uah` integer DEFAULT 0 NOT NULL,
	`total_uah` integer NOT NULL,
	`promo_code_id` integer,
	`idempotency_key` text,
	`locale` text DEFAULT 'ua' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`promo_code_id`) REFERENCES `promo_codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_uq` ON `orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_reference_uq` ON `orders` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_uq` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer,
	`order_reference` text NOT NULL,
	`source` text NOT NULL,
	`transaction_status` text,
	`signature_valid` integer NOT NULL,
	`payload` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_reference`,`received_at`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`brand_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`usage_limit` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_code_uq` ON `promo_codes` (`code`);--> statement-breakpoint
CREATE TABLE `comment_votes` (
	`comment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`text` text NOT NULL,
	`rate` integer,
	`status` text DEFAULT 'published' NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`dislike_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_product_idx` ON `comments` (`product_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`,`product_id`,`type`);--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `comments` (`created_at`);--> statement-breakpoint
CREATE TABLE `replies` (
	`id` integer PRIMARY KEY NOT NULL,
	`comment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`by_store` integer DEFAULT false NOT NULL,
	`text` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`dislike_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `replies_comment_idx` ON `replies` (`comment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reply_votes` (
	`reply_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`reply_id`, `user_id`),
	FOREIGN KEY (`reply_id`) REFERENCES `replies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
