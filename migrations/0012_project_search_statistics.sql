-- Custom SQL migration file, put your code below! --
-- Full-text search per project (issue 17). FTS5 kept one index, one row count
-- and one set of term statistics for every tenant: each search counted the
-- whole database and one tenant's corpus shifted another's BM25. Now every
-- read of a search is keyed by its project:
--   chunk_terms           the postings: one row per (project, term, chunk) with
--                         the term's frequency in the chunk and the chunk's length
--   project_search_terms  per project and term, how many chunks contain it
--   project_search_stats  per project, how many chunks and terms it has
-- Triggers derive all three from document_chunks.search_terms (space-separated
-- analysed terms, sentences split by " | ", letters and digits only, so the
-- text is a JSON array once quotes go around each term), in the same
-- statement that writes or deletes the chunk, as the FTS5 triggers did.
-- chunk_terms has no foreign key to document_chunks: a cascade would need an
-- index on chunk_id and look it up per deleted chunk; the delete trigger finds
-- the postings by their primary key instead.
DROP TABLE IF EXISTS `document_chunks_fts_vocab`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `document_chunks_fts_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `document_chunks_fts_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `document_chunks_fts_update`;--> statement-breakpoint
DROP TABLE IF EXISTS `document_chunks_fts`;--> statement-breakpoint
CREATE TABLE `chunk_terms` (
	`project_id` text NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`term` text NOT NULL,
	`chunk_id` integer NOT NULL,
	`tf` integer NOT NULL,
	`length` integer NOT NULL,
	PRIMARY KEY (`project_id`, `term`, `chunk_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TABLE `project_search_terms` (
	`project_id` text NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`term` text NOT NULL,
	`chunk_count` integer NOT NULL,
	PRIMARY KEY (`project_id`, `term`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TABLE `project_search_stats` (
	`project_id` text PRIMARY KEY NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`chunk_count` integer NOT NULL,
	`term_count` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `chunk_terms` (`project_id`, `term`, `chunk_id`, `tf`, `length`)
	SELECT c.`project_id`, t.value, c.`id`, count(*),
		(SELECT count(*) FROM json_each('["' || replace(c.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
	FROM `document_chunks` c, json_each('["' || replace(c.`search_terms`, ' ', '","') || '"]') t
	WHERE t.value NOT IN ('', '|')
	GROUP BY c.`id`, t.value;--> statement-breakpoint
INSERT INTO `project_search_terms` (`project_id`, `term`, `chunk_count`)
	SELECT `project_id`, `term`, count(*) FROM `chunk_terms` GROUP BY `project_id`, `term`;--> statement-breakpoint
INSERT INTO `project_search_stats` (`project_id`, `chunk_count`, `term_count`)
	SELECT c.`project_id`, count(*),
		sum((SELECT count(*) FROM json_each('["' || replace(c.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|')))
	FROM `document_chunks` c GROUP BY c.`project_id`;--> statement-breakpoint
CREATE TRIGGER `document_chunks_terms_insert` AFTER INSERT ON `document_chunks` BEGIN
	INSERT INTO `chunk_terms` (`project_id`, `term`, `chunk_id`, `tf`, `length`)
		SELECT new.`project_id`, value, new.`id`, count(*),
			(SELECT count(*) FROM json_each('["' || replace(new.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
		FROM json_each('["' || replace(new.`search_terms`, ' ', '","') || '"]')
		WHERE value NOT IN ('', '|')
		GROUP BY value;
	INSERT INTO `project_search_terms` (`project_id`, `term`, `chunk_count`)
		SELECT DISTINCT new.`project_id`, value, 1
		FROM json_each('["' || replace(new.`search_terms`, ' ', '","') || '"]')
		WHERE value NOT IN ('', '|')
		ON CONFLICT (`project_id`, `term`) DO UPDATE SET `chunk_count` = `chunk_count` + 1;
	INSERT INTO `project_search_stats` (`project_id`, `chunk_count`, `term_count`)
		VALUES (new.`project_id`, 1,
			(SELECT count(*) FROM json_each('["' || replace(new.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|')))
		ON CONFLICT (`project_id`) DO UPDATE SET `chunk_count` = `chunk_count` + 1, `term_count` = `term_count` + excluded.`term_count`;
END;--> statement-breakpoint
-- Decrements are UPDATEs, never upserts: while a project is deleted its statistics rows may already be gone
-- (cascade), and an upsert would recreate them for a project that no longer exists.
CREATE TRIGGER `document_chunks_terms_delete` AFTER DELETE ON `document_chunks` BEGIN
	DELETE FROM `chunk_terms`
		WHERE `project_id` = old.`project_id` AND `chunk_id` = old.`id`
			AND `term` IN (SELECT value FROM json_each('["' || replace(old.`search_terms`, ' ', '","') || '"]'));
	UPDATE `project_search_terms` SET `chunk_count` = `chunk_count` - 1
		WHERE `project_id` = old.`project_id`
			AND `term` IN (SELECT value FROM json_each('["' || replace(old.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|'));
	DELETE FROM `project_search_terms`
		WHERE `project_id` = old.`project_id` AND `chunk_count` <= 0
			AND `term` IN (SELECT value FROM json_each('["' || replace(old.`search_terms`, ' ', '","') || '"]'));
	UPDATE `project_search_stats`
		SET `chunk_count` = `chunk_count` - 1,
			`term_count` = `term_count` - (SELECT count(*) FROM json_each('["' || replace(old.`search_terms`, ' ', '","') || '"]') WHERE value NOT IN ('', '|'))
		WHERE `project_id` = old.`project_id`;
END;--> statement-breakpoint
-- A chunk is written once per content version; the statistics above rely on it.
CREATE TRIGGER `document_chunks_immutable_terms` BEFORE UPDATE OF `search_terms`, `project_id` ON `document_chunks` BEGIN
	SELECT RAISE(ABORT, 'document_chunks.search_terms and project_id are written once');
END;
