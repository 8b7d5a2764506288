-- A listing filters and sorts by `min_price_uah` / `min_wholesale_price_uah`: from now on the effective
-- price of the variant the product's card starts on (app/domain productPriceBounds: the first variant,
-- by sort_order then id, the buyer can have; else the first of all), not the lowest over all variants,
-- which a pre-order size could hold while the card showed another. Kept here, by triggers, because
-- stock that runs out or comes back moves it, and stock moves on many writes (orders, lapses, returns,
-- the back office, imports).
--
-- The rule once, as views. A variant's effective prices: the discount when above 0 and below the
-- price it discounts; a partner's, the wholesale pair when it gives a price, else the retail one.
CREATE VIEW `variant_listing_prices` AS
SELECT `id`, `product_id`, `sort_order`,
  (`stock` > 0 OR `stock_opt` > 0) AS `retail_available`,
  `stock_opt` > 0 AS `wholesale_available`,
  CASE WHEN `discount_price_uah` > 0 AND (`price_uah` <= 0 OR `discount_price_uah` < `price_uah`)
    THEN `discount_price_uah` ELSE `price_uah` END AS `retail_uah`,
  CASE WHEN `discount_wholesale_price_uah` > 0
      AND (`wholesale_price_uah` <= 0 OR `discount_wholesale_price_uah` < `wholesale_price_uah`)
    THEN `discount_wholesale_price_uah` ELSE `wholesale_price_uah` END AS `wholesale_uah`
FROM `variants`;--> statement-breakpoint
-- A product's listing prices: those of the first variant each audience can have, else of the first.
CREATE VIEW `product_listing_prices` AS
SELECT p.`id` AS `product_id`,
  coalesce((SELECT v.`retail_uah` FROM `variant_listing_prices` v WHERE v.`product_id` = p.`id`
    ORDER BY v.`retail_available` DESC, v.`sort_order`, v.`id` LIMIT 1), 0) AS `retail_uah`,
  coalesce((SELECT CASE WHEN v.`wholesale_uah` > 0 THEN v.`wholesale_uah` ELSE v.`retail_uah` END
    FROM `variant_listing_prices` v WHERE v.`product_id` = p.`id`
    ORDER BY v.`wholesale_available` DESC, v.`sort_order`, v.`id` LIMIT 1), 0) AS `wholesale_uah`
FROM `products` p;--> statement-breakpoint
CREATE TRIGGER `variants_listing_price_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET (`min_price_uah`, `min_wholesale_price_uah`) =
    (SELECT `retail_uah`, `wholesale_uah` FROM `product_listing_prices` WHERE `product_id` = `products`.`id`)
  WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
-- Stock moves on every order: only a variant that runs out or comes back (for either audience) moves the price.
CREATE TRIGGER `variants_listing_price_update` AFTER UPDATE OF `product_id`, `price_uah`, `discount_price_uah`,
  `wholesale_price_uah`, `discount_wholesale_price_uah`, `sort_order`, `stock`, `stock_opt` ON `variants`
WHEN NEW.`product_id` IS NOT OLD.`product_id` OR NEW.`price_uah` IS NOT OLD.`price_uah`
  OR NEW.`discount_price_uah` IS NOT OLD.`discount_price_uah` OR NEW.`wholesale_price_uah` IS NOT OLD.`wholesale_price_uah`
  OR NEW.`discount_wholesale_price_uah` IS NOT OLD.`discount_wholesale_price_uah` OR NEW.`sort_order` IS NOT OLD.`sort_order`
  OR (NEW.`stock` > 0 OR NEW.`stock_opt` > 0) IS NOT (OLD.`stock` > 0 OR OLD.`stock_opt` > 0)
  OR (NEW.`stock_opt` > 0) IS NOT (OLD.`stock_opt` > 0)
BEGIN
  UPDATE `products` SET (`min_price_uah`, `min_wholesale_price_uah`) =
    (SELECT `retail_uah`, `wholesale_uah` FROM `product_listing_prices` WHERE `product_id` = `products`.`id`)
  WHERE `id` IN (NEW.`product_id`, OLD.`product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `variants_listing_price_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET (`min_price_uah`, `min_wholesale_price_uah`) =
    (SELECT `retail_uah`, `wholesale_uah` FROM `product_listing_prices` WHERE `product_id` = `products`.`id`)
  WHERE `id` = OLD.`product_id`;
END;--> statement-breakpoint
-- And every product once, as the triggers would.
UPDATE `products` SET (`min_price_uah`, `min_wholesale_price_uah`) =
  (SELECT `retail_uah`, `wholesale_uah` FROM `product_listing_prices` WHERE `product_id` = `products`.`id`);
