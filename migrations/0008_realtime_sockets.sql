CREATE TABLE `realtime_sockets` (
	`id` text PRIMARY KEY NOT NULL,
	`room` text NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text NOT NULL,
	`auth_session_id` text NOT NULL,
	`connected_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `realtime_sockets_member_idx` ON `realtime_sockets` (`user_id`,`project_id`);--> statement-breakpoint
CREATE INDEX `realtime_sockets_session_idx` ON `realtime_sockets` (`auth_session_id`);