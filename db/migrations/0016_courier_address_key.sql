ALTER TABLE `orders` ADD `courier_address_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before the key existed: SQLite's lower() folds ASCII only, so this is the old comparison's form; the Worker writes the full key from now on.
UPDATE `orders` SET `courier_address_key` = lower(trim(`courier_city`)) || '|' || lower(trim(`courier_street`)) || '|' || lower(trim(`courier_house`)) || '|' || lower(trim(`courier_apartment`)) WHERE `delivery_type` = 'curier';
