-- Markdown and text extracted in windows of the file, one a step (issue 17): where the next window
-- starts (a byte offset) and the heading path in force there, so each step parses only its window.
-- Rows of runs under way when this applies get offset 0 and no path: their extraction starts again at
-- the file's first window and chunk 0 (workers/ingestion/ingest-phases.ts); chunks already
-- stored under an index stay as they are. Nothing to backfill.
ALTER TABLE `ingestion_progress` ADD `next_offset` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `ingestion_progress` ADD `section_path` text;