-- Issue 53: an admin area. Who is an admin, a disabled account, the paid tier granted by an admin, the instance's
-- settings (the sign-up policy, the scheduler's last run) and invitations (single-use, stored as a SHA-256 hash).
ALTER TABLE `users` ADD `is_admin` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `paid_granted` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- an instance upgraded to this version: its first person is its admin, as on a fresh instance
UPDATE `users` SET `is_admin` = 1 WHERE `id` = (SELECT `id` FROM `users` WHERE `incomplete` = 0 ORDER BY `signup_date`, `rowid` LIMIT 1);--> statement-breakpoint
CREATE TABLE `instance_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`email` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`used_by_email` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash` ON `invitations` (`token_hash`);
