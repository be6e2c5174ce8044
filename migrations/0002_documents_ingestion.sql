-- Documents gain a status reason, content versions and the version that is
-- live for search. Columns are added in place: rebuilding `documents` would
-- cascade-delete its annotations and relations. Rows still 'queued' (the old
-- name) become 'processing'; the app always writes the status explicitly.
ALTER TABLE `documents` ADD `status_reason` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `indexed_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `chunk_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `updated_at` integer;--> statement-breakpoint
-- Every existing document is indexed again by the new pipeline (the start
-- script re-ingests documents whose version is not indexed yet).
UPDATE `documents` SET `status` = CASE WHEN `status` = 'failed' THEN 'failed' ELSE 'processing' END;--> statement-breakpoint
-- Chunks are derived data: the old ones (no versions, no search terms) are dropped and rebuilt by ingestion.
DROP TABLE `document_chunks`;--> statement-breakpoint
CREATE TABLE `document_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` text NOT NULL,
	`project_id` text NOT NULL,
	`version` integer NOT NULL,
	`chunk_index` integer NOT NULL,
	`content` text NOT NULL,
	`location` text,
	`search_terms` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_chunks_doc_version_idx` ON `document_chunks` (`document_id`,`version`,`chunk_index`);--> statement-breakpoint
CREATE INDEX `document_chunks_project_idx` ON `document_chunks` (`project_id`);--> statement-breakpoint
CREATE TABLE `chunk_vectors` (
	`chunk_id` integer PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`model` text NOT NULL,
	`scale` real NOT NULL,
	`embedding` text NOT NULL,
	FOREIGN KEY (`chunk_id`) REFERENCES `document_chunks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chunk_vectors_project_idx` ON `chunk_vectors` (`project_id`,`model`);--> statement-breakpoint
CREATE TABLE `vector_index_generations` (
	`project_id` text PRIMARY KEY NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_relations_pair_unique` ON `document_relations` (`source_document_id`,`target_document_id`);
