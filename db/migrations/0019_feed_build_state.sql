ALTER TABLE `feed_builds` ADD `lease_token` text;--> statement-breakpoint
ALTER TABLE `feed_builds` ADD `build_state` text;