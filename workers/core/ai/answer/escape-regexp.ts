/** Text to match literally inside a regular expression (also one with the `u` flag, where "\-" is not allowed). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
