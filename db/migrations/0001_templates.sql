PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`added` integer NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`completed_date` integer,
	`star` integer DEFAULT false NOT NULL,
	`start` integer,
	`start_time` integer,
	`due` integer,
	`due_time` integer,
	`length` real,
	`repeat` text DEFAULT '' NOT NULL,
	`repeat_choice` text DEFAULT '' NOT NULL,
	`repeat_text` text DEFAULT '' NOT NULL,
	`repeat_from` text DEFAULT 'due' NOT NULL,
	`repeat_final` text,
	`remind` integer DEFAULT -1 NOT NULL,
	`remind_date` integer,
	`remind_sent` integer DEFAULT false NOT NULL,
	`folder` text DEFAULT '' NOT NULL,
	`context` text DEFAULT '' NOT NULL,
	`priority` text DEFAULT 'unassigned' NOT NULL,
	`status` text DEFAULT 'none' NOT NULL,
	`via` text DEFAULT 'Main website' NOT NULL,
	`parent_id` text,
	`created_from` text,
	`stack_rank` real,
	`template_use_id` text,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_use_id`) REFERENCES `template_uses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_tasks`("id", "owner_id", "title", "notes", "added", "completed", "completed_date", "star", "start", "start_time", "due", "due_time", "length", "repeat", "repeat_choice", "repeat_text", "repeat_from", "repeat_final", "remind", "remind_date", "remind_sent", "folder", "context", "priority", "status", "via", "parent_id", "created_from", "stack_rank", "template_use_id") SELECT "id", "owner_id", "title", "notes", "added", "completed", "completed_date", "star", "start", "start_time", "due", "due_time", "length", "repeat", "repeat_choice", "repeat_text", "repeat_from", "repeat_final", "remind", "remind_date", "remind_sent", "folder", "context", "priority", "status", "via", "parent_id", "created_from", "stack_rank", "template_use_id" FROM `tasks`;--> statement-breakpoint
DROP TABLE `tasks`;--> statement-breakpoint
ALTER TABLE `__new_tasks` RENAME TO `tasks`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `tasks_owner_completed_due` ON `tasks` (`owner_id`,`completed`,`due`);--> statement-breakpoint
CREATE INDEX `tasks_owner_completed_start` ON `tasks` (`owner_id`,`completed`,`start`);--> statement-breakpoint
CREATE INDEX `tasks_owner_parent` ON `tasks` (`owner_id`,`parent_id`);--> statement-breakpoint
CREATE INDEX `tasks_remind` ON `tasks` (`remind_sent`,`remind_date`);--> statement-breakpoint
CREATE INDEX `tasks_template_use` ON `tasks` (`template_use_id`);