CREATE INDEX `task_changes_task` ON `task_changes` (`id`);--> statement-breakpoint
-- written by hand: a task deleted for ever from the trash (or restored from it) takes its rows of the counted changes
-- with it, and leaves a mark with no data that has its owner's kept counts counted again (docs/decisions/263)
CREATE TRIGGER `trashed_tasks_forget_counted` AFTER DELETE ON `trashed_tasks` BEGIN DELETE FROM `task_changes` WHERE `id` = OLD.`id`; INSERT INTO `task_changes` (`sign`, `owner_id`, `id`, `completed`, `priority`, `status`, `context`, `folder`, `added`) VALUES (0, OLD.`owner_id`, '', 0, '', '', '', '', 0); END;
