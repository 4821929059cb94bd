CREATE TABLE `owner_versions` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- written by hand: every change to a person's data adds one to their version (docs/decisions/180)
INSERT INTO `owner_versions` (`owner_id`, `version`) SELECT `id`, 0 FROM `users`;--> statement-breakpoint
CREATE TRIGGER `users_version_insert` AFTER INSERT ON `users` BEGIN INSERT INTO `owner_versions` (`owner_id`, `version`) VALUES (NEW.`id`, 0); END;--> statement-breakpoint
CREATE TRIGGER `users_version_update` AFTER UPDATE ON `users` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `user_preferences_version_insert` AFTER INSERT ON `user_preferences` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `user_preferences_version_update` AFTER UPDATE ON `user_preferences` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `user_preferences_version_delete` AFTER DELETE ON `user_preferences` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `contexts_version_insert` AFTER INSERT ON `contexts` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `contexts_version_update` AFTER UPDATE ON `contexts` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `contexts_version_delete` AFTER DELETE ON `contexts` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `folders_version_insert` AFTER INSERT ON `folders` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `folders_version_update` AFTER UPDATE ON `folders` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `folders_version_delete` AFTER DELETE ON `folders` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `tasks_version_insert` AFTER INSERT ON `tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `tasks_version_update` AFTER UPDATE ON `tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `tasks_version_delete` AFTER DELETE ON `tasks` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `reminder_deliveries_version_insert` AFTER INSERT ON `reminder_deliveries` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `reminder_deliveries_version_update` AFTER UPDATE ON `reminder_deliveries` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `reminder_deliveries_version_delete` AFTER DELETE ON `reminder_deliveries` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `task_templates_version_insert` AFTER INSERT ON `task_templates` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `task_templates_version_update` AFTER UPDATE ON `task_templates` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `task_templates_version_delete` AFTER DELETE ON `task_templates` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `template_uses_version_insert` AFTER INSERT ON `template_uses` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `template_uses_version_update` AFTER UPDATE ON `template_uses` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`owner_id`; END;--> statement-breakpoint
CREATE TRIGGER `template_uses_version_delete` AFTER DELETE ON `template_uses` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = OLD.`owner_id`; END;
