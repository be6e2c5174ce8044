ALTER TABLE `chat_messages` ADD `parts` text;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `status` text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `client_message_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_client_id_unique` ON `chat_messages` (`user_id`,`client_message_id`);