/** Small counts written as words, folded ("três" as "tres"): how people write a count or a length ("em três frases"). */
const SMALL_COUNTS = new Map([
  ["um", 1],
  ["uma", 1],
  ["dois", 2],
  ["duas", 2],
  ["tres", 3],
  ["quatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["sete", 7],
  ["oito", 8],
  ["nove", 9],
  ["dez", 10],
]);

/** The count a folded word writes ("duas" → 2), or null. */
export function countWord(word: string): number | null {
  return SMALL_COUNTS.get(word) ?? null;
}
