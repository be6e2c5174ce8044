-- The local vector index stores each segment's vectors a dimension's column after
-- another (app/server/search/d1-vector-index.ts), as a BLOB of base64 characters, so a
-- query reads only the columns it needs. Segments of the old layout are not converted:
-- the index is derived data. Their documents lose their recorded vector model, so the
-- embedder check names them and `npm run reindex` writes their vectors again (full-text
-- search answers meanwhile). Vectorize's documents (production) have no segments here
-- and keep theirs.
DELETE FROM `document_vector_models` WHERE `document_id` IN (SELECT `document_id` FROM `vector_segments`);--> statement-breakpoint
DELETE FROM `vector_segments`;--> statement-breakpoint
DELETE FROM `vector_index_generations`;
