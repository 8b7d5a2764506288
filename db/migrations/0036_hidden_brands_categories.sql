-- Staff hide a brand or a category (and with it its subcategories and all their products) from the
-- storefront and show it again; the storefront's reads test it through db/queries/shown.ts.
ALTER TABLE `brands` ADD `is_hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `is_hidden` integer DEFAULT false NOT NULL;