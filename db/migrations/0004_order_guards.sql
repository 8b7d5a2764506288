-- Guards the database keeps whatever code writes (db/queries/orders.ts relies on them inside its order batch):
-- a promo code is never used beyond its usage limit, and no update takes stock below zero.
CREATE TRIGGER `promo_codes_usage_limit` BEFORE UPDATE OF `used_count` ON `promo_codes`
WHEN NEW.`used_count` > OLD.`used_count` AND NEW.`usage_limit` IS NOT NULL AND NEW.`used_count` > NEW.`usage_limit`
BEGIN
  SELECT RAISE(ABORT, 'promo_usage_limit');
END;
--> statement-breakpoint
CREATE TRIGGER `variants_stock_not_negative` BEFORE UPDATE OF `stock`, `stock_opt` ON `variants`
WHEN (NEW.`stock` < 0 AND NEW.`stock` < OLD.`stock`) OR (NEW.`stock_opt` < 0 AND NEW.`stock_opt` < OLD.`stock_opt`)
BEGIN
  SELECT RAISE(ABORT, 'negative_stock');
END;
