CREATE TABLE `task_undos` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`change` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_undos_expires` ON `task_undos` (`expires_at`);--> statement-breakpoint
CREATE TABLE `trashed_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`group_id` text NOT NULL,
	`deleted_at` integer NOT NULL,
	`title` text NOT NULL,
	`parent_id` text,
	`row` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trashed_tasks_owner` ON `trashed_tasks` (`owner_id`,`deleted_at`);--> statement-breakpoint
CREATE INDEX `trashed_tasks_group` ON `trashed_tasks` (`owner_id`,`group_id`);--> statement-breakpoint
CREATE INDEX `trashed_tasks_deleted` ON `trashed_tasks` (`deleted_at`);--> statement-breakpoint
-- custom: the trash is shown on a page kept per owner version (decision 180), so its changes count as the person's
CREATE TRIGGER `trashed_tasks_version_insert` AFTER INSERT ON `trashed_tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `trashed_tasks_version_update` AFTER UPDATE ON `trashed_tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `trashed_tasks_version_delete` AFTER DELETE ON `trashed_tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;
