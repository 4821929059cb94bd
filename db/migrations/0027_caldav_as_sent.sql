-- written by hand (issue 50, docs/decisions/280): each client's VTODO kept as it sent it, and the task's fields as
-- they stood after that PUT, so that a change made in the web app patches only the properties it touches
ALTER TABLE `dav_objects` ADD `sent` text;--> statement-breakpoint
ALTER TABLE `dav_objects` ADD `sent_fields` text;
