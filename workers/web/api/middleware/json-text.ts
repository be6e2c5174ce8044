/**
 * What JSON.parse lets through but a body must not carry:
 * - a key repeated in one object: JSON.parse keeps the last one, so two
 *   readers (a proxy, a log, the handler) could see different values — the
 *   same reason a form with a field sent twice is refused;
 * - an escaped lone surrogate ("\ud800"): a string that is not Unicode text,
 *   which D1 would store as bytes that are not UTF-8.
 * `text` must already be valid JSON; the scan is iterative, so nesting depth
 * costs memory in proportion, never the stack.
 */
export type JsonTextProblem = { kind: "duplicate-key"; key: string } | { kind: "lone-surrogate" };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return i;
}

export function jsonTextProblem(text: string): JsonTextProblem | null {
  // One entry per open container: the keys seen so far in an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let expectingKey = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const end = stringEnd(text, i);
      const value = JSON.parse(text.slice(i, end + 1)) as string;
      if (LONE_SURROGATE.test(value)) return { kind: "lone-surrogate" };
      const keys = open.at(-1);
      if (expectingKey && keys) {
        if (keys.has(value)) return { kind: "duplicate-key", key: value };
        keys.add(value);
        expectingKey = false;
      }
      i = end;
    } else if (char === "{") {
      open.push(new Set());
      expectingKey = true;
    } else if (char === "[") {
      open.push(null);
      expectingKey = false;
    } else if (char === "}" || char === "]") {
      open.pop();
      expectingKey = false;
    } else if (char === ",") {
      expectingKey = open.at(-1) instanceof Set;
    }
  }
  return null;
}
