-- The local vector index's vectors move out of each segment's row into `vector_columns`:
-- a row per segment and dimension with that dimension's int8 component of each of the
-- segment's vectors (base64), so a query reads only the rows of its non-zero dimensions
-- (workers/core/search/d1-vector-index.ts). WITHOUT ROWID, keyed by project first like
-- chunk_terms; a segment is never updated, only written and deleted, and the trigger
-- deletes its columns with it, cascades included. The old layout's rows are not
-- converted: the index is derived data. Their documents lose their recorded vector
-- model, so the embedder check names them and `npm start` (or `npm run reindex`) writes
-- their vectors again; full-text search answers meanwhile. Vectorize's documents
-- (production) have no segments here and keep theirs.
DELETE FROM `document_vector_models` WHERE `document_id` IN (SELECT `document_id` FROM `vector_segments`);--> statement-breakpoint
DELETE FROM `vector_segments`;--> statement-breakpoint
DELETE FROM `vector_index_generations`;--> statement-breakpoint
ALTER TABLE `vector_segments` DROP COLUMN `vectors`;--> statement-breakpoint
CREATE TABLE `vector_columns` (
	`project_id` text NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`segment_id` integer NOT NULL,
	`dim` integer NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY (`project_id`, `segment_id`, `dim`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TRIGGER `vector_segments_columns_delete` AFTER DELETE ON `vector_segments` BEGIN
	DELETE FROM `vector_columns` WHERE `project_id` = old.`project_id` AND `segment_id` = old.`id`;
END;
