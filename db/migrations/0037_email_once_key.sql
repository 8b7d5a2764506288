-- An email sent from an outbox job carries the job's key: a job retried after its email was written
-- (its Worker died before marking it done) writes no second copy, so the buyer is told once.
ALTER TABLE `email_outbox` ADD `once_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_once_key_idx` ON `email_outbox` (`once_key`) WHERE once_key IS NOT NULL;