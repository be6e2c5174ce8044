CREATE TABLE `document_vector_models` (
	`document_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`model` text NOT NULL,
	`dimensions` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-written backfill: documents indexed before this table existed get the model their vectors in the
-- local index carry (production's Vectorize keeps no model; those documents show as "unknown" until reindexed).
INSERT INTO `document_vector_models` (`document_id`, `version`, `model`, `dimensions`)
SELECT d.`id`, d.`indexed_version`, cv.`model`,
  length(cv.`embedding`) * 3 / 4 - (CASE WHEN cv.`embedding` LIKE '%==' THEN 2 WHEN cv.`embedding` LIKE '%=' THEN 1 ELSE 0 END)
FROM `documents` d
JOIN `document_chunks` c ON c.`document_id` = d.`id` AND c.`version` = d.`indexed_version` AND c.`chunk_index` = 0
JOIN `chunk_vectors` cv ON cv.`chunk_id` = c.`id`
WHERE d.`status` = 'ready';
