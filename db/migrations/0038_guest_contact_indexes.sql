-- The open-orders limit (a guest's orders awaiting confirmation per phone and per courier address) counts
-- from these inside the order's write transaction, not from every order awaiting confirmation.
CREATE INDEX `orders_guest_phone_idx` ON `orders` (`phone`,`status`,`hold_until`) WHERE "orders"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX `orders_guest_address_idx` ON `orders` (`courier_address_key`,`status`,`hold_until`) WHERE "orders"."user_id" IS NULL;