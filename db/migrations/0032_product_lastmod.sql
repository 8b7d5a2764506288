ALTER TABLE `products` ADD `updated_at` integer;--> statement-breakpoint
-- What every product's page showed before this migration may have changed at any time until now: its
-- lastmod starts at the migration's time, the only one known not to be earlier than its last change.
UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER);--> statement-breakpoint
-- The page's own texts, links, visibility and SEO head (not its sort order, views, unit or the derived
-- price bounds and stock total).
CREATE TRIGGER `products_page_changed` AFTER UPDATE OF `slug`, `brand_id`, `category_id`, `name_ua`, `name_en`,
  `short_ua`, `short_en`, `description_ua`, `description_en`, `prescription_ua`, `prescription_en`, `application_ua`,
  `application_en`, `composition`, `serie`, `seo_title_ua`, `seo_title_en`, `seo_description_ua`, `seo_description_en`,
  `is_active` ON `products`
WHEN NEW.`slug` IS NOT OLD.`slug` OR NEW.`brand_id` IS NOT OLD.`brand_id` OR NEW.`category_id` IS NOT OLD.`category_id`
  OR NEW.`name_ua` IS NOT OLD.`name_ua` OR NEW.`name_en` IS NOT OLD.`name_en`
  OR NEW.`short_ua` IS NOT OLD.`short_ua` OR NEW.`short_en` IS NOT OLD.`short_en`
  OR NEW.`description_ua` IS NOT OLD.`description_ua` OR NEW.`description_en` IS NOT OLD.`description_en`
  OR NEW.`prescription_ua` IS NOT OLD.`prescription_ua` OR NEW.`prescription_en` IS NOT OLD.`prescription_en`
  OR NEW.`application_ua` IS NOT OLD.`application_ua` OR NEW.`application_en` IS NOT OLD.`application_en`
  OR NEW.`composition` IS NOT OLD.`composition` OR NEW.`serie` IS NOT OLD.`serie`
  OR NEW.`seo_title_ua` IS NOT OLD.`seo_title_ua` OR NEW.`seo_title_en` IS NOT OLD.`seo_title_en`
  OR NEW.`seo_description_ua` IS NOT OLD.`seo_description_ua` OR NEW.`seo_description_en` IS NOT OLD.`seo_description_en`
  OR NEW.`is_active` IS NOT OLD.`is_active`
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
-- A variant's code, name, retail price, sale price and place in the list; its stock only when it sells
-- out or comes back (in stock or pre-order, as a retail buyer and the structured data see it). Partner
-- prices, packs and the counts in between are not what a search engine is shown.
CREATE TRIGGER `variants_page_changed` AFTER UPDATE OF `product_id`, `code`, `value_ua`, `value_en`, `price_uah`,
  `discount_price_uah`, `sort_order`, `stock`, `stock_opt` ON `variants`
WHEN NEW.`product_id` IS NOT OLD.`product_id` OR NEW.`code` IS NOT OLD.`code`
  OR NEW.`value_ua` IS NOT OLD.`value_ua` OR NEW.`value_en` IS NOT OLD.`value_en`
  OR NEW.`price_uah` IS NOT OLD.`price_uah` OR NEW.`discount_price_uah` IS NOT OLD.`discount_price_uah`
  OR NEW.`sort_order` IS NOT OLD.`sort_order`
  OR (NEW.`stock` > 0 OR NEW.`stock_opt` > 0) IS NOT (OLD.`stock` > 0 OR OLD.`stock_opt` > 0)
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE `id` IN (NEW.`product_id`, OLD.`product_id`);
END;--> statement-breakpoint
-- Every product page names its brand and links to it.
CREATE TRIGGER `brands_page_changed` AFTER UPDATE OF `name`, `slug` ON `brands`
WHEN NEW.`name` IS NOT OLD.`name` OR NEW.`slug` IS NOT OLD.`slug`
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `brand_id` = NEW.`id`;
END;--> statement-breakpoint
-- And its category and that category's parent (the breadcrumbs and the properties table).
CREATE TRIGGER `categories_page_changed` AFTER UPDATE OF `name_ua`, `name_en`, `slug`, `parent_id` ON `categories`
WHEN NEW.`name_ua` IS NOT OLD.`name_ua` OR NEW.`name_en` IS NOT OLD.`name_en` OR NEW.`slug` IS NOT OLD.`slug`
  OR NEW.`parent_id` IS NOT OLD.`parent_id`
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE `category_id` = NEW.`id` OR `category_id` IN (SELECT `id` FROM `categories` WHERE `parent_id` = NEW.`id`);
END;--> statement-breakpoint
-- Published reviews and their replies are on the page (and the rating in its structured data). A new
-- one counts from its own date, so a seeded review dates its product as a live one does.
CREATE TRIGGER `comments_page_added` AFTER INSERT ON `comments` WHEN NEW.`status` = 'published'
BEGIN
  UPDATE `products` SET `updated_at` = max(coalesce(`updated_at`, `created_at`), CAST(NEW.`created_at` AS INTEGER))
  WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `comments_page_changed` AFTER UPDATE OF `status`, `text`, `rate` ON `comments`
WHEN (NEW.`status` = 'published' OR OLD.`status` = 'published')
  AND (NEW.`status` IS NOT OLD.`status` OR NEW.`text` IS NOT OLD.`text` OR NEW.`rate` IS NOT OLD.`rate`)
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `comments_page_removed` AFTER DELETE ON `comments` WHEN OLD.`status` = 'published'
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = OLD.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `replies_page_added` AFTER INSERT ON `replies` WHEN NEW.`status` = 'published'
BEGIN
  UPDATE `products` SET `updated_at` = max(coalesce(`updated_at`, `created_at`), CAST(NEW.`created_at` AS INTEGER))
  WHERE `id` = (SELECT `product_id` FROM `comments` WHERE `id` = NEW.`comment_id` AND `status` = 'published');
END;--> statement-breakpoint
CREATE TRIGGER `replies_page_changed` AFTER UPDATE OF `status`, `text` ON `replies`
WHEN (NEW.`status` = 'published' OR OLD.`status` = 'published')
  AND (NEW.`status` IS NOT OLD.`status` OR NEW.`text` IS NOT OLD.`text`)
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE `id` = (SELECT `product_id` FROM `comments` WHERE `id` = NEW.`comment_id` AND `status` = 'published');
END;--> statement-breakpoint
CREATE TRIGGER `replies_page_removed` AFTER DELETE ON `replies` WHEN OLD.`status` = 'published'
BEGIN
  UPDATE `products` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE `id` = (SELECT `product_id` FROM `comments` WHERE `id` = OLD.`comment_id` AND `status` = 'published');
END;
