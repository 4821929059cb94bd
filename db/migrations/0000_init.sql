CREATE TABLE `contexts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`private` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`custom_order` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contexts_owner` ON `contexts` (`owner_id`,`custom_order`);--> statement-breakpoint
CREATE TABLE `folders` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`private` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`custom_order` real DEFAULT 0 NOT NULL,
	`group` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `folders_owner` ON `folders` (`owner_id`,`custom_order`);--> statement-breakpoint
CREATE TABLE `identity_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`given_name` text DEFAULT '' NOT NULL,
	`family_name` text DEFAULT '' NOT NULL,
	`picture` text,
	`created_at` integer NOT NULL,
	`pt_user_id` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_accounts_email_unique` ON `identity_accounts` (`email`);--> statement-breakpoint
CREATE TABLE `oidc_models` (
	`model` text NOT NULL,
	`id` text NOT NULL,
	`payload` text NOT NULL,
	`expires_at` integer,
	`grant_id` text,
	`user_code` text,
	`uid` text,
	`consumed_at` integer,
	PRIMARY KEY(`model`, `id`)
);
--> statement-breakpoint
CREATE INDEX `oidc_models_grant` ON `oidc_models` (`grant_id`);--> statement-breakpoint
CREATE INDEX `oidc_models_uid` ON `oidc_models` (`model`,`uid`);--> statement-breakpoint
CREATE INDEX `oidc_models_expires` ON `oidc_models` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expires` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `task_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`tasks` text NOT NULL,
	`added` integer NOT NULL,
	`modified` integer NOT NULL,
	`times_used` integer DEFAULT 0 NOT NULL,
	`public` integer DEFAULT false NOT NULL,
	`imported_from` text,
	`published_from` text,
	`icon` text,
	`image` text,
	`category` text,
	`uses` integer DEFAULT 0 NOT NULL,
	`bg_variant` text,
	`text_variant` text,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_templates_owner` ON `task_templates` (`owner_id`,`public`);--> statement-breakpoint
CREATE TABLE `tasks` (
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
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tasks_owner_completed_due` ON `tasks` (`owner_id`,`completed`,`due`);--> statement-breakpoint
CREATE INDEX `tasks_owner_completed_start` ON `tasks` (`owner_id`,`completed`,`start`);--> statement-breakpoint
CREATE INDEX `tasks_owner_parent` ON `tasks` (`owner_id`,`parent_id`);--> statement-breakpoint
CREATE INDEX `tasks_remind` ON `tasks` (`remind_sent`,`remind_date`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`default_task_options` text NOT NULL,
	`task_filter` text NOT NULL,
	`task_sort_order` text NOT NULL,
	`display_kanban` integer DEFAULT false NOT NULL,
	`kanban_group` text DEFAULT 'status' NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_preferences_owner_id_unique` ON `user_preferences` (`owner_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`identity_subject` text NOT NULL,
	`email` text NOT NULL,
	`picture` text,
	`goes_by` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`country` text NOT NULL,
	`load_defaults` integer DEFAULT true NOT NULL,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`subscription_level` text DEFAULT '2020-free' NOT NULL,
	`referral_source` text,
	`referral_code` text,
	`privacy_policy` integer NOT NULL,
	`user_agreement` integer NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`stripe_product_id` text,
	`signup_date` integer NOT NULL,
	`version` text DEFAULT '0.0.0' NOT NULL,
	`notification_method` text,
	`pushover_api_key` text,
	`pushover_observe_quiet_hours` text,
	`incomplete` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_identity_subject` ON `users` (`identity_subject`);--> statement-breakpoint
CREATE INDEX `users_email` ON `users` (`email`);