import { BOOKMARK_HEADER, BOOKMARK_PATH } from "#isomorphic/protocols/d1-bookmark.ts";

/**
 * Hands back the D1 bookmark a stream ended with (its writes came after its headers), so the browser's cookie
 * has it and the next page reads them. A failure only leaves the older bookmark: nothing to tell the person.
 */
export async function handBackBookmark(bookmark: string): Promise<void> {
  await fetch(BOOKMARK_PATH, { method: "POST", headers: { [BOOKMARK_HEADER]: bookmark } }).catch(() => undefined);
}
