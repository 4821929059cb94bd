CREATE TABLE `dav_changes` (
	`task_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dav_changes_owner_at` ON `dav_changes` (`owner_id`,`at`);--> statement-breakpoint
CREATE TABLE `dav_objects` (
	`task_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`uid` text NOT NULL,
	`extra` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dav_objects_owner_name` ON `dav_objects` (`owner_id`,`name`);--> statement-breakpoint
CREATE INDEX `dav_objects_owner_uid` ON `dav_objects` (`owner_id`,`uid`);--> statement-breakpoint
-- custom: every change of a task is recorded for CalDAV's sync-collection, a delete as a tombstone; `at` grows strictly per owner (decision 231)
CREATE TRIGGER `tasks_dav_insert` AFTER INSERT ON `tasks` BEGIN INSERT INTO `dav_changes` (`task_id`, `owner_id`, `at`, `deleted`) VALUES (NEW.`id`, NEW.`owner_id`, MAX(CAST(unixepoch('subsec') * 1000 AS INTEGER), (SELECT COALESCE(MAX(`at`), 0) + 1 FROM `dav_changes` WHERE `owner_id` = NEW.`owner_id`)), 0) ON CONFLICT (`task_id`) DO UPDATE SET `owner_id` = excluded.`owner_id`, `at` = excluded.`at`, `deleted` = excluded.`deleted`; END;--> statement-breakpoint
CREATE TRIGGER `tasks_dav_update` AFTER UPDATE ON `tasks` BEGIN INSERT INTO `dav_changes` (`task_id`, `owner_id`, `at`, `deleted`) VALUES (NEW.`id`, NEW.`owner_id`, MAX(CAST(unixepoch('subsec') * 1000 AS INTEGER), (SELECT COALESCE(MAX(`at`), 0) + 1 FROM `dav_changes` WHERE `owner_id` = NEW.`owner_id`)), 0) ON CONFLICT (`task_id`) DO UPDATE SET `owner_id` = excluded.`owner_id`, `at` = excluded.`at`, `deleted` = excluded.`deleted`; END;--> statement-breakpoint
CREATE TRIGGER `tasks_dav_delete` AFTER DELETE ON `tasks` BEGIN INSERT INTO `dav_changes` (`task_id`, `owner_id`, `at`, `deleted`) VALUES (OLD.`id`, OLD.`owner_id`, MAX(CAST(unixepoch('subsec') * 1000 AS INTEGER), (SELECT COALESCE(MAX(`at`), 0) + 1 FROM `dav_changes` WHERE `owner_id` = OLD.`owner_id`)), 1) ON CONFLICT (`task_id`) DO UPDATE SET `owner_id` = excluded.`owner_id`, `at` = excluded.`at`, `deleted` = excluded.`deleted`; END;
