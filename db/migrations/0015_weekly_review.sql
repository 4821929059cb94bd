CREATE TABLE `review_states` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`step` integer,
	`started` integer,
	`tally` text NOT NULL,
	`last_finished` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `tasks` ADD `changed` integer;
--> statement-breakpoint
-- custom: every update of a task that does not set `changed` itself sets it to now, from any writer (routes, the API,
-- the import's worker), so the review's "Waiting, not changed for 7 days" needs no code in each write path.
-- An explicit `changed` (the review's "still waiting") is kept as given.
CREATE TRIGGER `tasks_changed_update` AFTER UPDATE ON `tasks` WHEN NEW.`changed` IS OLD.`changed` BEGIN UPDATE `tasks` SET `changed` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = NEW.`id`; END;--> statement-breakpoint
-- custom: the review state belongs to a person; its changes bump their owner version like every owned table (decision 180)
CREATE TRIGGER `review_states_version_insert` AFTER INSERT ON `review_states` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `review_states_version_update` AFTER UPDATE ON `review_states` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `review_states_version_delete` AFTER DELETE ON `review_states` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;
