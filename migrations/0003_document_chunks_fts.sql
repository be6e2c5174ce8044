-- Custom SQL migration file, put your code below! --
-- Full-text index of the chunks' analysed terms (accents folded and stemmed by
-- workers/core/search/text-analysis.ts), as an external-content FTS5 table over
-- document_chunks kept in sync by triggers, so a chunk and its index entry are
-- written and deleted in the same statement. project_id is indexed too, so a
-- search is restricted to one project inside the index.
CREATE VIRTUAL TABLE `document_chunks_fts` USING fts5(
	search_terms,
	project_id,
	content='document_chunks',
	content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_insert` AFTER INSERT ON `document_chunks` BEGIN
	INSERT INTO `document_chunks_fts`(rowid, search_terms, project_id) VALUES (new.id, new.search_terms, new.project_id);
END;--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_delete` AFTER DELETE ON `document_chunks` BEGIN
	INSERT INTO `document_chunks_fts`(`document_chunks_fts`, rowid, search_terms, project_id) VALUES ('delete', old.id, old.search_terms, old.project_id);
END;--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_update` AFTER UPDATE ON `document_chunks` BEGIN
	INSERT INTO `document_chunks_fts`(`document_chunks_fts`, rowid, search_terms, project_id) VALUES ('delete', old.id, old.search_terms, old.project_id);
	INSERT INTO `document_chunks_fts`(rowid, search_terms, project_id) VALUES (new.id, new.search_terms, new.project_id);
END;
