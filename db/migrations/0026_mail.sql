ALTER TABLE `users` ADD `mail_agenda_hour` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `mail_review_reminder` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `identity_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_account` ON `password_reset_tokens` (`account_id`);--> statement-breakpoint
CREATE TABLE `password_reset_requests` (
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_reset_requests_key` ON `password_reset_requests` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `mail_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`state` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_deliveries_period` ON `mail_deliveries` (`user_id`,`kind`,`period`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_state` ON `mail_deliveries` (`state`,`claimed_at`);--> statement-breakpoint
CREATE TABLE `mail_status` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_delivery_at` integer,
	`last_error_at` integer,
	`last_error` text
);
