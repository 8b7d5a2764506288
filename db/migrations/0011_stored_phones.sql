-- Phones typed into forms are stored as +380… from now on (app/domain/login-identifier.ts storedPhone).
-- This rewrites the older rows that are unambiguously Ukrainian: 0XXXXXXXXX, 380XXXXXXXXX or +380XXXXXXXXX,
-- with or without spaces, brackets and dashes. Every such form ends with the ten local digits 0XXXXXXXXX;
-- anything else (foreign numbers, short or mistyped ones) is left as it was typed.
UPDATE `orders` SET `phone` = '+38' || substr(replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', ''), -10)
WHERE replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '+380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `leads` SET `phone` = '+38' || substr(replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', ''), -10)
WHERE replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '+380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `contact_messages` SET `phone` = '+38' || substr(replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', ''), -10)
WHERE replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '+380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `partner_applications` SET `phone` = '+38' || substr(replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', ''), -10)
WHERE replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
   OR replace(replace(replace(replace(trim(phone), ' ', ''), '(', ''), ')', ''), '-', '') GLOB '+380[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
