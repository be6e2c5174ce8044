ALTER TABLE `mfa_challenges` ADD `auth_session_id` text;--> statement-breakpoint
ALTER TABLE `mfa_factors` ADD `enrolment_session_id` text;