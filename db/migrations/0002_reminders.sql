CREATE TABLE `reminder_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`task_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`remind_date` integer NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`claimed_by` text,
	`next_attempt_at` integer,
	`finished_at` integer,
	`outcome` text,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_deliveries_task_date` ON `reminder_deliveries` (`task_id`,`remind_date`);--> statement-breakpoint
CREATE INDEX `reminder_deliveries_state` ON `reminder_deliveries` (`state`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `pushover_key_problem` text;