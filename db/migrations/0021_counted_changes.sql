CREATE TABLE `task_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sign` integer NOT NULL,
	`owner_id` text NOT NULL,
	`id` text NOT NULL,
	`template_use_id` text,
	`completed` integer NOT NULL,
	`priority` text NOT NULL,
	`status` text NOT NULL,
	`context` text NOT NULL,
	`folder` text NOT NULL,
	`parent_id` text,
	`start` integer,
	`due` integer,
	`added` integer NOT NULL,
	`length` real
);
--> statement-breakpoint
CREATE INDEX `task_changes_owner` ON `task_changes` (`owner_id`,`seq`);
--> statement-breakpoint
-- written by hand: each change to a task's counted columns, as it was (-1) and as it is (1), for the counts kept
-- between views (docs/decisions/263). Only the last 20,000 rows are kept.
CREATE TRIGGER `tasks_counts_insert` AFTER INSERT ON `tasks` BEGIN INSERT INTO `task_changes` (`sign`, `owner_id`, `id`, `template_use_id`, `completed`, `priority`, `status`, `context`, `folder`, `parent_id`, `start`, `due`, `added`, `length`) VALUES (1, NEW.`owner_id`, NEW.`id`, NEW.`template_use_id`, NEW.`completed`, NEW.`priority`, NEW.`status`, NEW.`context`, NEW.`folder`, NEW.`parent_id`, NEW.`start`, NEW.`due`, NEW.`added`, NEW.`length`); END;--> statement-breakpoint
CREATE TRIGGER `tasks_counts_update` AFTER UPDATE OF `owner_id`, `template_use_id`, `completed`, `priority`, `status`, `context`, `folder`, `parent_id`, `start`, `due`, `added`, `length` ON `tasks` WHEN OLD.`owner_id` IS NOT NEW.`owner_id` OR OLD.`template_use_id` IS NOT NEW.`template_use_id` OR OLD.`completed` IS NOT NEW.`completed` OR OLD.`priority` IS NOT NEW.`priority` OR OLD.`status` IS NOT NEW.`status` OR OLD.`context` IS NOT NEW.`context` OR OLD.`folder` IS NOT NEW.`folder` OR OLD.`parent_id` IS NOT NEW.`parent_id` OR OLD.`start` IS NOT NEW.`start` OR OLD.`due` IS NOT NEW.`due` OR OLD.`added` IS NOT NEW.`added` OR OLD.`length` IS NOT NEW.`length` BEGIN INSERT INTO `task_changes` (`sign`, `owner_id`, `id`, `template_use_id`, `completed`, `priority`, `status`, `context`, `folder`, `parent_id`, `start`, `due`, `added`, `length`) VALUES (-1, OLD.`owner_id`, OLD.`id`, OLD.`template_use_id`, OLD.`completed`, OLD.`priority`, OLD.`status`, OLD.`context`, OLD.`folder`, OLD.`parent_id`, OLD.`start`, OLD.`due`, OLD.`added`, OLD.`length`), (1, NEW.`owner_id`, NEW.`id`, NEW.`template_use_id`, NEW.`completed`, NEW.`priority`, NEW.`status`, NEW.`context`, NEW.`folder`, NEW.`parent_id`, NEW.`start`, NEW.`due`, NEW.`added`, NEW.`length`); END;--> statement-breakpoint
CREATE TRIGGER `tasks_counts_delete` AFTER DELETE ON `tasks` BEGIN INSERT INTO `task_changes` (`sign`, `owner_id`, `id`, `template_use_id`, `completed`, `priority`, `status`, `context`, `folder`, `parent_id`, `start`, `due`, `added`, `length`) VALUES (-1, OLD.`owner_id`, OLD.`id`, OLD.`template_use_id`, OLD.`completed`, OLD.`priority`, OLD.`status`, OLD.`context`, OLD.`folder`, OLD.`parent_id`, OLD.`start`, OLD.`due`, OLD.`added`, OLD.`length`); END;--> statement-breakpoint
CREATE TRIGGER `task_changes_keep_last` AFTER INSERT ON `task_changes` WHEN NEW.`seq` % 1000 = 0 BEGIN DELETE FROM `task_changes` WHERE `seq` <= NEW.`seq` - 20000; END;
