CREATE TABLE `invitation_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`project_name` text NOT NULL,
	`inviter_id` text NOT NULL,
	`inviter_name` text NOT NULL,
	`inviter_email` text NOT NULL,
	`invitee_email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invitation_reports_inviter_idx` ON `invitation_reports` (`inviter_id`);--> statement-breakpoint
CREATE INDEX `invitation_reports_open_idx` ON `invitation_reports` (`reviewed_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `project_invitations` ADD `report_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `project_invitations_report_token_unique` ON `project_invitations` (`report_token_hash`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `last_hit_at` integer;--> statement-breakpoint
CREATE INDEX `realtime_sockets_project_idx` ON `realtime_sockets` (`project_id`,`room`);