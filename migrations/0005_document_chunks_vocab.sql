-- Custom SQL migration file, put your code below! --
-- Per-term document counts of the chunk index, read by retrieval to weigh the
-- query's terms when it scores a chunk's best sentence (workers/core/search/hybrid-search.ts).
CREATE VIRTUAL TABLE `document_chunks_fts_vocab` USING fts5vocab(`document_chunks_fts`, 'row');
