CREATE INDEX `tasks_owner_context_rank` ON `tasks` (`owner_id`,`context`,`stack_rank`) WHERE stack_rank is not null;--> statement-breakpoint
CREATE INDEX `tasks_owner_folder_rank` ON `tasks` (`owner_id`,`folder`,`stack_rank`) WHERE stack_rank is not null;--> statement-breakpoint
CREATE INDEX `tasks_owner_priority_rank` ON `tasks` (`owner_id`,`priority`,`stack_rank`) WHERE stack_rank is not null;--> statement-breakpoint
CREATE INDEX `tasks_owner_status_rank` ON `tasks` (`owner_id`,`status`,`stack_rank`) WHERE stack_rank is not null;--> statement-breakpoint
CREATE INDEX `tasks_owner_analytics` ON `tasks` (`owner_id`,`context`,`folder`,`priority`,`status`,`completed`,`template_use_id`,`due`,`start`,`added`,`length`) WHERE completed in (0, 1);