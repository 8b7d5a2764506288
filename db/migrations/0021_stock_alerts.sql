CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`locale` text NOT NULL,
	`wholesale` integer DEFAULT false NOT NULL,
	`price_uah` integer NOT NULL,
	`token` text NOT NULL,
	`round` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`notified_at` integer,
	`unsubscribed_at` integer,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_uq` ON `stock_alerts` (`variant_id`,`kind`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_token_uq` ON `stock_alerts` (`token`);--> statement-breakpoint
CREATE INDEX `stock_alerts_waiting_idx` ON `stock_alerts` (`variant_id`,`kind`,`notified_at`);--> statement-breakpoint
-- Back in stock: whichever write raised the stock (editor, import, ERP sync, a cancel, a lapse, a
-- return), each waiting alert it satisfies gets its email job and is marked told, in the same
-- statement, so the job exists exactly when the stock came back and a later rise finds nothing waiting.
CREATE TRIGGER `variants_back_in_stock` AFTER UPDATE OF `stock`, `stock_opt` ON `variants`
WHEN NEW.`stock` > 0 OR NEW.`stock_opt` > 0
BEGIN
  INSERT OR IGNORE INTO `outbox_jobs` (`kind`, `key`, `payload`)
    SELECT 'stock_alert', 'stock_alert:' || a.`id` || ':' || a.`round`, json_object('alertId', a.`id`, 'round', a.`round`)
    FROM `stock_alerts` a
    WHERE a.`variant_id` = NEW.`id` AND a.`kind` = 'stock' AND a.`notified_at` IS NULL AND a.`unsubscribed_at` IS NULL
      AND CASE WHEN a.`wholesale` THEN NEW.`stock_opt` > 0 ELSE NEW.`stock` + NEW.`stock_opt` > 0 END;
  UPDATE `stock_alerts` SET `notified_at` = unixepoch('subsec') * 1000
    WHERE `variant_id` = NEW.`id` AND `kind` = 'stock' AND `notified_at` IS NULL AND `unsubscribed_at` IS NULL
      AND CASE WHEN `wholesale` THEN NEW.`stock_opt` > 0 ELSE NEW.`stock` + NEW.`stock_opt` > 0 END;
END;--> statement-breakpoint
-- Price drop: the effective retail price (the discount when set and lower, app/domain/price.ts) fell
-- below the price the buyer saw when asking.
CREATE TRIGGER `variants_price_dropped` AFTER UPDATE OF `price_uah`, `discount_price_uah` ON `variants`
BEGIN
  INSERT OR IGNORE INTO `outbox_jobs` (`kind`, `key`, `payload`)
    SELECT 'stock_alert', 'stock_alert:' || a.`id` || ':' || a.`round`, json_object('alertId', a.`id`, 'round', a.`round`)
    FROM `stock_alerts` a
    WHERE a.`variant_id` = NEW.`id` AND a.`kind` = 'price' AND a.`notified_at` IS NULL AND a.`unsubscribed_at` IS NULL
      AND a.`price_uah` > CASE WHEN NEW.`discount_price_uah` > 0 AND (NEW.`price_uah` <= 0 OR NEW.`discount_price_uah` < NEW.`price_uah`)
        THEN NEW.`discount_price_uah` ELSE NEW.`price_uah` END;
  UPDATE `stock_alerts` SET `notified_at` = unixepoch('subsec') * 1000
    WHERE `variant_id` = NEW.`id` AND `kind` = 'price' AND `notified_at` IS NULL AND `unsubscribed_at` IS NULL
      AND `price_uah` > CASE WHEN NEW.`discount_price_uah` > 0 AND (NEW.`price_uah` <= 0 OR NEW.`discount_price_uah` < NEW.`price_uah`)
        THEN NEW.`discount_price_uah` ELSE NEW.`price_uah` END;
END;
