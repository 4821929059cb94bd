CREATE TABLE `caldav_objects` (
	`task_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`uid` text NOT NULL,
	`href` text NOT NULL,
	`extra` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `caldav_objects_owner_href` ON `caldav_objects` (`owner_id`,`href`);--> statement-breakpoint
CREATE UNIQUE INDEX `caldav_objects_owner_uid` ON `caldav_objects` (`owner_id`,`uid`);