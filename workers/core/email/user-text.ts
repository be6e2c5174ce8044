/**
 * Words a user wrote (a name, a project's name) inside a message the product sends to someone else. They are
 * shown as data, never as the product's own voice: quoted, on one line, cut to a length a sentence can hold,
 * and defanged, so a URL or a domain in them reads as text and no mail client turns it into a link
 * ("http://banco.example" becomes "hxxp[:]//banco[.]example"; so do "ｈｔｔｐ：／／banco。example" and the like).
 */
export const QUOTED_MAX_CHARACTERS = 60;

// Characters a reader (or a mail client, or a browser's IDNA mapping) takes for a dot, a colon or a slash
// and that NFKC leaves as they are: U+3002 and its forms are IDNA label separators; the rest only look the part.
const DOT_LIKE = /[\u00B7\u0387\u06D4\u0701\u0702\u2027\u2219\u22C5\u2E31\u2E3C\u3002\u30FB\uA60E]/gu;
const COLON_LIKE = /[\u02D0\u02F8\u0589\u05C3\u0703\u0704\u16EC\u1804\u205A\u2236\uA4FD\uA789]/gu;
const SLASH_LIKE = /[\u2044\u2215\u2571\u29F8]/gu;
// Invisible format characters (zero-width spaces, bidi overrides that reverse a name on screen), all but the
// joiners that shape emoji and some scripts' words.
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/gu;

/**
 * Read as a reader sees it: NFKC (fullwidth and small forms become ASCII), look-alikes of the dot, colon and
 * slash as those, invisible format characters dropped. Then schemes lose their "tt", "://" its colon, and
 * every dot between letters or digits is bracketed.
 */
export function defang(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(DOT_LIKE, ".")
    .replace(COLON_LIKE, ":")
    .replace(SLASH_LIKE, "/")
    .replace(/\b([hH])[tT][tT]([pP][sS]?)(?=:|\[:\])/g, "$1xx$2")
    .replace(/:\/\//g, "[:]//")
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");
}

/** One line, at most `max` characters (an ellipsis marks the cut), defanged and in quotes. */
export function quotedUserText(value: string, max = QUOTED_MAX_CHARACTERS): string {
  const oneLine = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = [...oneLine];
  // The ellipsis is the product's, added after defanging (NFKC would make it three dots).
  const cut = characters.length > max ? `${defang(characters.slice(0, max).join("").trimEnd())}…` : defang(oneLine);
  return `“${cut}”`;
}
