-- written by hand: search (issue 25, docs/decisions/240). A full-text index of each task's title and notes (the notes
-- hold an imported task's tags as their last line, "Tags: a, b"), as an FTS5 external-content table: the words are
-- indexed, the text itself stays in `tasks` only. Its rowid is the task's rowid. The triggers keep it in step with every
-- insert, change of title or notes, and delete; the last statement indexes the tasks that exist.
CREATE VIRTUAL TABLE `tasks_fts` USING fts5(`title`, `notes`, content='tasks', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');--> statement-breakpoint
CREATE TRIGGER `tasks_fts_insert` AFTER INSERT ON `tasks` BEGIN INSERT INTO `tasks_fts` (`rowid`, `title`, `notes`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`notes`); END;--> statement-breakpoint
CREATE TRIGGER `tasks_fts_delete` AFTER DELETE ON `tasks` BEGIN INSERT INTO `tasks_fts` (`tasks_fts`, `rowid`, `title`, `notes`) VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`notes`); END;--> statement-breakpoint
CREATE TRIGGER `tasks_fts_update` AFTER UPDATE OF `title`, `notes` ON `tasks` BEGIN INSERT INTO `tasks_fts` (`tasks_fts`, `rowid`, `title`, `notes`) VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`notes`); INSERT INTO `tasks_fts` (`rowid`, `title`, `notes`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`notes`); END;--> statement-breakpoint
INSERT INTO `tasks_fts` (`tasks_fts`) VALUES ('rebuild');
