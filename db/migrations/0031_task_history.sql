CREATE TABLE `assignment_notices` (
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`by` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `task_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `task_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`task_id` text NOT NULL,
	`at` integer NOT NULL,
	`by` text,
	`what` text NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_history_task` ON `task_history` (`task_id`,`id`);--> statement-breakpoint
CREATE TABLE `task_status_times` (
	`task_id` text PRIMARY KEY NOT NULL,
	`since` integer NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tasks_assigned_to` ON `tasks` (`assigned_to`) WHERE assigned_to is not null;--> statement-breakpoint
-- written by hand (issue 55, docs/decisions/385): when a status was set, for the weekly review's "waiting 5 days". Every
-- write path of a status (forms, bulk, Kanban, the review, CalDAV, the API) goes through this one trigger; it writes a
-- row of its own table, not of `tasks`, so no trigger of `tasks` (versions, CalDAV changes, counts) runs a second time.
CREATE TRIGGER `tasks_status_time` AFTER UPDATE OF `status` ON `tasks` WHEN NEW.`status` IS NOT OLD.`status` BEGIN INSERT INTO `task_status_times` (`task_id`, `since`) VALUES (NEW.`id`, CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (`task_id`) DO UPDATE SET `since` = excluded.`since`; END;--> statement-breakpoint
-- the tasks waiting already: since their last change, the latest their status can have been set
INSERT INTO `task_status_times` (`task_id`, `since`) SELECT `id`, COALESCE(`changed`, `added`) FROM `tasks` WHERE `status` IN ('waiting', 'delegated');
