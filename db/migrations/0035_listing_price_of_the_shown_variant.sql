-- A listing filters and sorts by `min_price_uah` / `min_wholesale_price_uah`: from now on the effective
-- price of the variant the product's card starts on (app/domain productPriceBounds: the first variant,
-- by sort_order then id, the buyer can have; else the first of all), not the lowest over all variants,
-- which a pre-order size could hold while the card showed another. Kept here, by triggers, because
-- stock that runs out or comes back moves it, and stock moves on many writes (orders, lapses, returns,
-- the back office, imports). The effective price: the discount when above 0 and below the price;
-- a partner's, the wholesale pair when it gives a price, else the retail one.
CREATE TRIGGER `variants_listing_price_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET
    `min_price_uah` = coalesce((SELECT CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY (v.`stock` > 0 OR v.`stock_opt` > 0) DESC, v.`sort_order`, v.`id` LIMIT 1), 0),
    `min_wholesale_price_uah` = coalesce((SELECT CASE
        WHEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END) > 0
        THEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END)
        ELSE (CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END) END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY v.`stock_opt` > 0 DESC, v.`sort_order`, v.`id` LIMIT 1), 0)
  WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `variants_listing_price_update` AFTER UPDATE OF `product_id`, `price_uah`, `discount_price_uah`,
  `wholesale_price_uah`, `discount_wholesale_price_uah`, `sort_order`, `stock`, `stock_opt` ON `variants`
-- Stock moves on every order: only a variant that runs out or comes back (for either audience) moves the price.
WHEN NEW.`product_id` IS NOT OLD.`product_id` OR NEW.`price_uah` IS NOT OLD.`price_uah`
  OR NEW.`discount_price_uah` IS NOT OLD.`discount_price_uah` OR NEW.`wholesale_price_uah` IS NOT OLD.`wholesale_price_uah`
  OR NEW.`discount_wholesale_price_uah` IS NOT OLD.`discount_wholesale_price_uah` OR NEW.`sort_order` IS NOT OLD.`sort_order`
  OR (NEW.`stock` > 0 OR NEW.`stock_opt` > 0) IS NOT (OLD.`stock` > 0 OR OLD.`stock_opt` > 0)
  OR (NEW.`stock_opt` > 0) IS NOT (OLD.`stock_opt` > 0)
BEGIN
  UPDATE `products` SET
    `min_price_uah` = coalesce((SELECT CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY (v.`stock` > 0 OR v.`stock_opt` > 0) DESC, v.`sort_order`, v.`id` LIMIT 1), 0),
    `min_wholesale_price_uah` = coalesce((SELECT CASE
        WHEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END) > 0
        THEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END)
        ELSE (CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END) END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY v.`stock_opt` > 0 DESC, v.`sort_order`, v.`id` LIMIT 1), 0)
  WHERE `id` IN (NEW.`product_id`, OLD.`product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `variants_listing_price_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET
    `min_price_uah` = coalesce((SELECT CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY (v.`stock` > 0 OR v.`stock_opt` > 0) DESC, v.`sort_order`, v.`id` LIMIT 1), 0),
    `min_wholesale_price_uah` = coalesce((SELECT CASE
        WHEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END) > 0
        THEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END)
        ELSE (CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END) END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY v.`stock_opt` > 0 DESC, v.`sort_order`, v.`id` LIMIT 1), 0)
  WHERE `id` = OLD.`product_id`;
END;--> statement-breakpoint
-- And every product once, as the triggers would.
UPDATE `products` SET
    `min_price_uah` = coalesce((SELECT CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY (v.`stock` > 0 OR v.`stock_opt` > 0) DESC, v.`sort_order`, v.`id` LIMIT 1), 0),
    `min_wholesale_price_uah` = coalesce((SELECT CASE
        WHEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END) > 0
        THEN (CASE WHEN v.`discount_wholesale_price_uah` > 0 AND (v.`wholesale_price_uah` <= 0 OR v.`discount_wholesale_price_uah` < v.`wholesale_price_uah`) THEN v.`discount_wholesale_price_uah` ELSE v.`wholesale_price_uah` END)
        ELSE (CASE WHEN v.`discount_price_uah` > 0 AND (v.`price_uah` <= 0 OR v.`discount_price_uah` < v.`price_uah`) THEN v.`discount_price_uah` ELSE v.`price_uah` END) END
      FROM `variants` v WHERE v.`product_id` = `products`.`id`
      ORDER BY v.`stock_opt` > 0 DESC, v.`sort_order`, v.`id` LIMIT 1), 0);
