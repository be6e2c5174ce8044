/**
 * D1's bookmark on the wire (workers/core/db/d1-session.ts): API clients send it in this header; a browser hands
 * back the one a streamed response's last event carried to this path, to get it in its cookie.
 */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
export const BOOKMARK_PATH = "/api/d1-bookmark";
