CREATE TABLE `folder_members` (
	`folder_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`added_at` integer NOT NULL,
	`added_by` text,
	PRIMARY KEY(`folder_id`, `user_id`),
	FOREIGN KEY (`folder_id`) REFERENCES `folders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `folder_members_user` ON `folder_members` (`user_id`);--> statement-breakpoint
ALTER TABLE `tasks` ADD `created_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `completed_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `assigned_to` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `waiting_for` text DEFAULT '' NOT NULL;;--> statement-breakpoint
-- written by hand (issue 55, docs/decisions/364): a member's data version is their own plus the versions of the people
-- whose folders they share (app/identity/users.server.ts). A change of membership moves the member's own version so
-- that sum only ever grows: by one when added or changed, and by one plus the owner's version when removed (the sum
-- loses that owner's version), so a kept page is never taken for one of other data. The owner's version moves too.
CREATE TRIGGER `folder_members_version_insert` AFTER INSERT ON `folder_members` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = NEW.`user_id` OR `owner_id` = (SELECT `owner_id` FROM `folders` WHERE `id` = NEW.`folder_id`); END;--> statement-breakpoint
CREATE TRIGGER `folder_members_version_update` AFTER UPDATE ON `folder_members` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` IN (NEW.`user_id`, OLD.`user_id`) OR `owner_id` = (SELECT `owner_id` FROM `folders` WHERE `id` = NEW.`folder_id`); END;--> statement-breakpoint
CREATE TRIGGER `folder_members_version_delete` AFTER DELETE ON `folder_members` BEGIN UPDATE `owner_versions` SET `version` = `version` + 1 + COALESCE((SELECT `v`.`version` FROM `owner_versions` `v` JOIN `folders` `f` ON `f`.`owner_id` = `v`.`owner_id` WHERE `f`.`id` = OLD.`folder_id`), 0) WHERE `owner_id` = OLD.`user_id`; UPDATE `owner_versions` SET `version` = `version` + 1 WHERE `owner_id` = (SELECT `owner_id` FROM `folders` WHERE `id` = OLD.`folder_id`); END;;--> statement-breakpoint
-- a folder deleted takes its members first, while the folder still names its owner for the trigger above
CREATE TRIGGER `folders_members_before_delete` BEFORE DELETE ON `folders` BEGIN DELETE FROM `folder_members` WHERE `folder_id` = OLD.`id`; END;
