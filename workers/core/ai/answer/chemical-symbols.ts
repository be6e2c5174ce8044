/**
 * The names of the chemical symbols a utility's tables head their columns with ("O₂ (%)", "H₂S (ppm)", "Fe (mg/L)"),
 * which a question writes out ("a média do oxigênio"). Symbols are read as written, case and subscripts included, so
 * "CO" is carbon monoxide and "co" is nothing; subscript digits and plain digits are the same ("CO₂" and "CO2").
 */
const NAMES: Record<string, string> = {
  O2: "oxigênio",
  O3: "ozônio",
  CO: "monóxido de carbono",
  CO2: "dióxido de carbono gás carbônico",
  H2S: "sulfeto de hidrogênio gás sulfídrico",
  CH4: "metano",
  NH3: "amônia",
  Cl2: "cloro",
  ClO2: "dióxido de cloro",
  Fe: "ferro",
  Mn: "manganês",
  Al: "alumínio",
  Pb: "chumbo",
  Hg: "mercúrio",
  As: "arsênio",
  F: "flúor fluoreto",
  N: "nitrogênio",
  P: "fósforo",
  NO3: "nitrato",
  NO2: "nitrito",
  PO4: "fosfato",
  SO4: "sulfato",
};

const SUBSCRIPTS: Record<string, string> = { "₀": "0", "₁": "1", "₂": "2", "₃": "3", "₄": "4" };

/**
 * The symbols a short label writes as tokens of their own, each with its name ("O₂ (%)" → O₂, "oxigênio"); none when it
 * writes none. Only labels of a few words are read: a sentence's "As" or "F" is a word or a letter, not arsenic or
 * fluorine.
 */
export function symbolsIn(label: string): { symbol: string; name: string }[] {
  const tokens = label.match(/[\p{L}\d₀-₄]+/gu) ?? [];
  if (tokens.length > 4) return [];
  return tokens.flatMap((symbol) => {
    const name = NAMES[symbol.replace(/[₀-₄]/gu, (digit) => SUBSCRIPTS[digit] ?? digit)];
    return name ? [{ symbol, name }] : [];
  });
}
