-- The local vector index moves from one row per vector to segments of up to
-- 256 vectors (workers/core/search/d1-vector-index.ts). The old rows are not
-- converted: the index is derived data, and re-indexing a document (Reprocessar,
-- or a fresh local state) writes its segments again.
DROP TABLE `chunk_vectors`;--> statement-breakpoint
CREATE TABLE `vector_segments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` text NOT NULL,
	`document_id` text NOT NULL,
	`model` text NOT NULL,
	`dimensions` integer NOT NULL,
	`chunk_ids` text NOT NULL,
	`scales` text NOT NULL,
	`vectors` text NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vector_segments_project_idx` ON `vector_segments` (`project_id`,`model`);--> statement-breakpoint
CREATE INDEX `vector_segments_document_idx` ON `vector_segments` (`document_id`);