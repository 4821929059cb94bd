CREATE TABLE `calendar_feeds` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`dates` text DEFAULT 'due' NOT NULL,
	`include_completed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_secret` ON `calendar_feeds` (`secret`);