/**
 * The figure an answer gives for its subject: the first one after its verb ("… é 2,9 mm", "… é R$ 96.300 mil: …",
 * "… soma 1.200 ligações", "São 10 trabalhadores …"), with its unit or the noun it counts. The resolver writes it in the next question's place of
 * "isso"; a share with a written figure reads it as the other side.
 */
export function answeredFigure(answer: string): string | null {
  const match =
    /(?:^|\s)(?:é|[sS]ão|foi|foram|era|eram|soma|somam|totaliza|dá)\s+(?:de\s+)?((?:R\$\s*)?\d[\d.,]*(?:\s*(?:%|mil\b|milhões|milhão))?(?:\s+(?!(?:d[aeo]s?|e|em|no|na|para|por)\b)[\p{L}³²/]+)?)/u.exec(
      answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, ""),
    );
  return match?.[1]?.trim() ?? null;
}
