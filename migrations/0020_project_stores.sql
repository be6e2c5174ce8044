CREATE TABLE `chunk_id_blocks` (
	`id` integer PRIMARY KEY NOT NULL,
	`next_block` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `project_quotas` (
	`project_id` text PRIMARY KEY NOT NULL,
	`max_documents` integer,
	`max_storage_bytes` integer,
	`max_chunks` integer,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `project_store_moves` (
	`project_id` text PRIMARY KEY NOT NULL,
	`copied_through` integer DEFAULT 0 NOT NULL,
	`vectors_copied_through` integer DEFAULT 0 NOT NULL,
	`moved_at` integer,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `project_vector_indexes` (
	`project_id` text PRIMARY KEY NOT NULL,
	`binding` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_vector_indexes_binding_idx` ON `project_vector_indexes` (`binding`);--> statement-breakpoint
-- Each project's chunks, lexical index and local vectors move to a store of its
-- own (a SQLite Durable Object, docs/decisions/015-project-stores.md). This
-- migration only expands: D1's chunk and index tables stay, with their
-- triggers, until every project has moved (`npm start`, `npm run move-stores`);
-- a later migration drops them once they are empty.
-- Stores number their chunks from blocks of 2^20 ids reserved here, the first
-- block above every id D1 gave, so ids stay unique across projects.
INSERT INTO `chunk_id_blocks` (`id`, `next_block`)
	VALUES (1, 1 + coalesce((SELECT max(`id`) FROM `document_chunks`), 0) / 1048576);--> statement-breakpoint
-- The projects whose chunks are in D1 now: search reads them there until their move ends.
INSERT INTO `project_store_moves` (`project_id`) SELECT DISTINCT `project_id` FROM `document_chunks`;--> statement-breakpoint
-- Vectors written so far are in the one index there was (binding VECTORIZE): their projects stay with it.
INSERT INTO `project_vector_indexes` (`project_id`, `binding`) SELECT DISTINCT `project_id`, 'VECTORIZE' FROM `documents`;
