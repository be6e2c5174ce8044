import { DOCUMENT_FORMATS, type DocumentFormat } from "#isomorphic/document-types.ts";

/**
 * The one place that knows where a document's file lives in R2. Keys are made
 * here from ids only, never from what the user named the file. Upload, edit,
 * the file route, deletion and the seed all go through these.
 */
export function documentKey(projectId: string, documentId: string): string {
  return `projects/${projectId}/documents/${documentId}`;
}

export async function putDocumentFile(
  bucket: R2Bucket,
  key: string,
  body: ArrayBuffer | Uint8Array | string,
  format: DocumentFormat,
): Promise<void> {
  const contentType = `${DOCUMENT_FORMATS[format].mimeType}${format === "pdf" ? "" : "; charset=utf-8"}`;
  await bucket.put(key, body, { httpMetadata: { contentType } });
}

export function getDocumentFile(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  return bucket.get(key);
}

/**
 * Bytes `offset` to `offset + length` of a document's file (fewer at its end)
 * and the whole file's size: ingestion reads a large text file a window at a
 * time. Null when the file is not there. The two reads are of one version of
 * the object (its etag), or this throws: the file was replaced between them.
 */
export async function getDocumentRange(
  bucket: R2Bucket,
  key: string,
  offset: number,
  length: number,
): Promise<{ bytes: Uint8Array; size: number } | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const wanted = Math.min(length, head.size - offset);
  if (wanted <= 0) return { bytes: new Uint8Array(), size: head.size };
  const object = await bucket.get(key, { range: { offset, length: wanted }, onlyIf: { etagMatches: head.etag } });
  if (!object) return null;
  if (!("arrayBuffer" in object))
    throw new Error(`${key} changed while its bytes ${offset}..${offset + wanted} were read`);
  return { bytes: new Uint8Array(await object.arrayBuffer()), size: head.size };
}

export async function deleteDocumentFile(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(key);
}
