CREATE TABLE `submission_tokens` (
	`owner_id` text NOT NULL,
	`form` text NOT NULL,
	`token` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `form`, `token`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `submission_tokens_created` ON `submission_tokens` (`created_at`);