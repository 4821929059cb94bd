CREATE TABLE `template_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`template_id` text NOT NULL,
	`task_count` integer NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `template_uses_created` ON `template_uses` (`created`);--> statement-breakpoint
ALTER TABLE `tasks` ADD `template_use_id` text REFERENCES template_uses(id);--> statement-breakpoint
CREATE INDEX `tasks_template_use` ON `tasks` (`template_use_id`);