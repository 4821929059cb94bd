CREATE TABLE `pending_enrollments` (
	`identity_subject` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`price_id` text NOT NULL,
	`customer_id` text,
	`subscription_id` text,
	`checkout_session_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_created` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_period_end` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_cancel_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `payment_failed` integer DEFAULT false NOT NULL;