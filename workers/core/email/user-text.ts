/**
 * Words a user wrote (a name, a project's name) inside a message the product sends to someone else. They are
 * shown as data, never as the product's own voice: quoted, on one line, cut to a length a sentence can hold,
 * and defanged, so a URL or a domain in them reads as text and no mail client turns it into a link
 * ("http://banco.example" becomes "hxxp[:]//banco[.]example").
 */
export const QUOTED_MAX_CHARACTERS = 60;

/** Schemes lose their "tt", "://" its colon, and every dot between letters or digits is bracketed. */
export function defang(text: string): string {
  return text
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
  const cut = characters.length > max ? `${characters.slice(0, max).join("").trimEnd()}…` : oneLine;
  return `“${defang(cut)}”`;
}
