CREATE TABLE `chat_tool_calls` (
	`turn_id` text NOT NULL,
	`call_key` text NOT NULL,
	`status` text NOT NULL,
	`output` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`turn_id`, `call_key`),
	FOREIGN KEY (`turn_id`) REFERENCES `chat_turns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chat_turns` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`status` text NOT NULL,
	`claim_token` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`lease_expires_at` integer NOT NULL,
	`reply_message_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`id`) REFERENCES `chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_turns_lease_idx` ON `chat_turns` (`status`,`lease_expires_at`);