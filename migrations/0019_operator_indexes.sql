CREATE INDEX `document_vector_models_model_idx` ON `document_vector_models` (`model`);--> statement-breakpoint
CREATE INDEX `documents_status_idx` ON `documents` (`status`);--> statement-breakpoint
-- Hand-written: a ready document without a recorded vector model (indexed before models were recorded, or
-- whose record migration 0016 removed) gets the model `desconhecido`, so the embedder check finds every
-- stale document with the index above instead of scanning the documents; `npm run reindex` re-embeds them.
INSERT INTO `document_vector_models` (`document_id`, `version`, `model`, `dimensions`)
SELECT `id`, `indexed_version`, 'desconhecido', 0 FROM `documents`
WHERE `status` = 'ready' AND `id` NOT IN (SELECT `document_id` FROM `document_vector_models`);
