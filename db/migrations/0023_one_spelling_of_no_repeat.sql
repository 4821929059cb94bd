-- written by hand (docs/decisions/270): "no repeat" has one spelling in the data, ''. Quick add stored 'NONE', which
-- completion read as a repeat without a frequency (issue 48). The rows stored that way are repaired (the tasks, the
-- rows kept in the trash and the prior rows kept for Undo), and triggers refuse any repeat_choice outside the list
-- (SQLite cannot add a CHECK to an existing table without rebuilding it). Keep the list in step with
-- STORED_REPEAT_CHOICES (app/tasks/options.ts); tasks is the only table with a repeat_choice column, the trash and
-- Undo keep whole rows as JSON.
UPDATE `tasks` SET `repeat_choice` = '' WHERE `repeat_choice` = 'NONE';--> statement-breakpoint
UPDATE `trashed_tasks` SET `row` = json_set(`row`, '$.repeat_choice', '') WHERE json_extract(`row`, '$.repeat_choice') = 'NONE';--> statement-breakpoint
UPDATE `task_undos` SET `change` = replace(`change`, '"repeatChoice":"NONE"', '"repeatChoice":""') WHERE instr(`change`, '"repeatChoice":"NONE"') > 0;--> statement-breakpoint
CREATE TRIGGER `tasks_repeat_choice_insert` BEFORE INSERT ON `tasks` WHEN NEW.`repeat_choice` NOT IN ('', 'ADVANCED', 'DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY') BEGIN SELECT RAISE(ABORT, 'tasks.repeat_choice: not a stored repeat choice (no repeat is spelled '''')'); END;--> statement-breakpoint
CREATE TRIGGER `tasks_repeat_choice_update` BEFORE UPDATE OF `repeat_choice` ON `tasks` WHEN NEW.`repeat_choice` NOT IN ('', 'ADVANCED', 'DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY') BEGIN SELECT RAISE(ABORT, 'tasks.repeat_choice: not a stored repeat choice (no repeat is spelled '''')'); END;
