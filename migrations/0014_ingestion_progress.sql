-- Ingestion in resumable steps (issue 17): where each document version's run has got to,
-- written by the step that owns it (workers/core/db/ingestion-progress.ts). Derived,
-- short-lived state: a row lives while its run does; nothing to backfill.
CREATE TABLE `ingestion_progress` (
	`document_id` text NOT NULL,
	`version` integer NOT NULL,
	`run` text NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`phase` text DEFAULT 'extract' NOT NULL,
	`next_page` integer DEFAULT 0 NOT NULL,
	`page_count` integer,
	`next_index` integer DEFAULT 0 NOT NULL,
	`chunk_count` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`document_id`, `version`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
