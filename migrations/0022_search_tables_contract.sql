-- The contract step of the project stores (docs/deploy.md, "Project stores"; 0020 was the expand): D1's search
-- path goes. Since this release no code reads or writes these tables, and no deployment ever kept chunks in them
-- (projects' chunks, lexical index and local vectors live in their ProjectStore). It drops D1's chunk table
-- `document_chunks`, its postings and statistics (`chunk_terms`, `project_search_terms`, `project_search_stats`,
-- migration 0012), its local vector index (`vector_segments`, `vector_columns`, `vector_index_generations`) and the
-- move's bookkeeping (`project_store_moves`), with their triggers. `npm run deploy` refuses it without `--contract`.
-- The triggers go first, so that no drop fires a trigger on a table already gone.
DROP TRIGGER IF EXISTS `document_chunks_terms_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `document_chunks_terms_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `document_chunks_immutable_terms`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `vector_segments_columns_delete`;--> statement-breakpoint
DROP TABLE IF EXISTS `chunk_terms`;--> statement-breakpoint
DROP TABLE IF EXISTS `project_search_terms`;--> statement-breakpoint
DROP TABLE IF EXISTS `project_search_stats`;--> statement-breakpoint
DROP TABLE IF EXISTS `vector_columns`;--> statement-breakpoint
DROP TABLE `document_chunks`;--> statement-breakpoint
DROP TABLE `project_store_moves`;--> statement-breakpoint
DROP TABLE `vector_index_generations`;--> statement-breakpoint
DROP TABLE `vector_segments`;
