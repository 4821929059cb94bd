-- written by hand (issue 49): wrong two-factor codes in a row per account, and until when its codes are refused
-- (app/identity/two-factor.ts codeWaitAfter, docs/decisions/278)
ALTER TABLE `identity_accounts` ADD `totp_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `identity_accounts` ADD `totp_paused_until` integer;
