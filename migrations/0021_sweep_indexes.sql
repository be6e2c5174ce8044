-- The hourly sweep (workers/core/housekeeping/sweep-expired.ts) finds what it deletes through these indexes
-- instead of reading each table whole.
CREATE INDEX `auth_sessions_expires_idx` ON `auth_sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `email_tokens_used_idx` ON `email_tokens` (`used_at`);--> statement-breakpoint
CREATE INDEX `mfa_challenges_expires_idx` ON `mfa_challenges` (`expires_at`);--> statement-breakpoint
CREATE INDEX `mfa_factors_status_created_idx` ON `mfa_factors` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_expires_idx` ON `refresh_tokens` (`expires_at`);