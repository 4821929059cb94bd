CREATE TABLE `identity_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `identity_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_passkeys_credential_id_unique` ON `identity_passkeys` (`credential_id`);--> statement-breakpoint
CREATE INDEX `identity_passkeys_account` ON `identity_passkeys` (`account_id`);--> statement-breakpoint
CREATE TABLE `identity_recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `identity_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `identity_recovery_codes_account` ON `identity_recovery_codes` (`account_id`);--> statement-breakpoint
ALTER TABLE `identity_accounts` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `identity_accounts` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `identity_accounts` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `created_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
UPDATE `sessions` SET `user_id` = json_extract(`data`, '$.userId');