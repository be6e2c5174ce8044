/**
 * Sources numbered 1..n in the order the answer cites them. The model cites
 * passages by their place in the turn's list ([6], [2]); as its text streams,
 * each first-cited passage gets the next number and every later citation of it
 * the same, so the reader sees [1][2] in the stream and in the stored message
 * alike. A "[" at the end of a delta is held back until the next one says
 * whether it is a citation. Numbers that name no passage are left as written.
 */
export class CitationNumbers {
  private readonly numbers = new Map<number, number>();
  private held = "";
  /** How many passages the turn has now (tools may add some while the answer streams). */
  private readonly passages: () => number;

  constructor(passages: () => number) {
    this.passages = passages;
  }

  /** The delta with its citations renumbered, minus a trailing piece that may still become one. */
  push(delta: string): string {
    const text = this.held + delta;
    const open = text.lastIndexOf("[");
    const tail = open >= 0 && !text.slice(open).includes("]") && /^\[\d{0,2}$/.test(text.slice(open)) ? open : -1;
    this.held = tail >= 0 ? text.slice(tail) : "";
    return this.renumber(tail >= 0 ? text.slice(0, tail) : text);
  }

  /** What was held back, at the end of the stream. */
  flush(): string {
    const rest = this.renumber(this.held);
    this.held = "";
    return rest;
  }

  /** The passage (1-based, as the model numbered it) behind each shown number, in order: [shown 1's, shown 2's, …]. */
  order(): number[] {
    return [...this.numbers.entries()].sort((a, b) => a[1] - b[1]).map(([passage]) => passage);
  }

  private renumber(text: string): string {
    return text.replace(/\[(\d{1,2})\]/g, (whole, digits: string) => {
      const passage = Number(digits);
      if (passage < 1 || passage > this.passages()) return whole;
      let shown = this.numbers.get(passage);
      if (shown === undefined) {
        shown = this.numbers.size + 1;
        this.numbers.set(passage, shown);
      }
      return `[${shown}]`;
    });
  }
}
