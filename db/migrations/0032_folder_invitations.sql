CREATE TABLE `folder_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`folder_id` text NOT NULL,
	`invitation_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`added_at` integer NOT NULL,
	`added_by` text,
	FOREIGN KEY (`folder_id`) REFERENCES `folders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `folder_invitations_folder_email` ON `folder_invitations` (`folder_id`,`email`);--> statement-breakpoint
CREATE INDEX `folder_invitations_invitation` ON `folder_invitations` (`invitation_id`);--> statement-breakpoint
CREATE INDEX `folder_invitations_added_by` ON `folder_invitations` (`added_by`);