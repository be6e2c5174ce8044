import { DOCUMENT_FORMATS, type DocumentFormat } from "../../lib/document-types.ts";

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

export async function deleteDocumentFile(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(key);
}
