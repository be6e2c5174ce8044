import { sentencesOf } from "#core/documents/sentences.ts";
import type { PromptDocument, PromptPassage, TurnContext } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { askedQuestion } from "./answer/asked-question.ts";
import { composeAnswer, NOTHING_FOUND, refusal } from "./answer/compose-answer.ts";
import { composeDocument } from "./answer/compose-document.ts";
import { questionShape, withoutKindWords } from "./answer/question-shape.ts";
import { shareOfTwo } from "./answer/share-of-two.ts";
import { subordinateRows } from "./answer/subordinate-rows.ts";
import { unitInMoney } from "./answer/unit-in-money.ts";
import { perCountWithin } from "./answer/amount-per-measure.ts";
import {
  type NamedRow,
  rateOfBase,
  rowKeysNamed,
  shareCeiling,
  whatIfBase,
  withoutRowKeys,
} from "./answer/rate-of-base.ts";
import { fromPreviousAnswer } from "./answer/previous-answer.ts";
import { percentAnswered, restOfDoneShare, shareApplied } from "./answer/share-applied.ts";
import { discountedAmount } from "./answer/discounted-amount.ts";
import { shareOfNamedBase } from "./answer/share-of-named-base.ts";
import { perSpanOfWhole } from "./answer/rate-period.ts";
import { cappedRateTotal, periodsToCap } from "./answer/capped-rate.ts";
import { namedItemsSum } from "./answer/named-items-sum.ts";
import { columnsAdded } from "./answer/columns-added.ts";
import { rowsAfter } from "./answer/rows-after.ts";
import { summarize } from "./answer/summarize.ts";
import { isFraming } from "./answer/unit-ranking.ts";
import { scenarioAnswer } from "./answer/scenario.ts";
import { givesKindAsked } from "./answer/kind-given.ts";
import { partOfLastTotal, shareOfNamedWhole } from "./answer/part-of-last-total.ts";
import { carriedFigure } from "./answer/carried-figure.ts";
import { countAsShare } from "./answer/count-as-share.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { clockSpanAnswer } from "./answer/clock-span.ts";
import { datetimeSpan } from "./answer/datetime-span.ts";
import { deductibleAnswer } from "./answer/deductible.ts";
import { eventInterval } from "./answer/event-interval.ts";
import { installmentAnswer, instalmentsLeft } from "./answer/installments.ts";
import { datesApart } from "./answer/dates-apart.ts";
import { deadlineDate } from "./answer/deadline-date.ts";
import { columnTotalChange } from "./answer/column-total-change.ts";
import { againstTarget } from "./answer/against-target.ts";
import { countOfShare } from "./answer/count-of-share.ts";
import { outsideColumn } from "./answer/outside-column.ts";
import { largestStep } from "./answer/largest-step.ts";
import { countTimesPrice } from "./answer/count-times-price.ts";
import { areaOfLengths } from "./answer/area-of-lengths.ts";
import { listedRate } from "./answer/listed-rate.ts";
import { marginOfTwo } from "./answer/margin-of-two.ts";
import { rateTimesGiven } from "./answer/rate-times-given.ts";
import { removalEfficiency } from "./answer/removal-efficiency.ts";
import { statedFormula } from "./answer/stated-formula.ts";
import { toleranceBand } from "./answer/tolerance-band.ts";
import { unitConversion } from "./answer/unit-conversion.ts";
import { revisedChange } from "./answer/revised-figure.ts";
import { countAtUnitPrice } from "./answer/count-at-unit-price.ts";
import { stateSpan } from "./answer/state-span.ts";
import { flowOverSpan } from "./answer/flow-over-span.ts";
import { differenceOfAnswers } from "./answer/difference-of-answers.ts";
import { shareOfAnswers } from "./answer/share-of-answers.ts";
import { changeOfRowRead, differenceFromCell, otherCell } from "./answer/other-cell.ts";
import { siblingItem } from "./answer/sibling-item.ts";
import { summaryTarget } from "./answer/summary-target.ts";
import { correctedTypos, inDocumentsCase } from "./answer/spelling.ts";
import { wordParts } from "#isomorphic/text/words.ts";
import { INTERROGATIVES, wordsPattern } from "#isomorphic/text/question-words.ts";

/**
 * The offline project agent's decisions, as plain functions: what to do with
 * a message (answer from the passages, or call a tool) and what to do once a
 * tool answered (say what happened, or call the next tool). It answers only
 * with what the passages say (./answer/), each quote cited.
 */
export type AgentToolName =
  | "add_annotation"
  | "relate_documents"
  | "create_document"
  | "search_documents"
  | "read_document";

export type AgentDecision =
  | { kind: "answer"; text: string }
  | { kind: "tool"; toolName: AgentToolName; input: Record<string, string> };

const answer = (text: string): AgentDecision => ({ kind: "answer", text });

/** A question about what the documents say, by its interrogative (the one lexicon of them), not a request to act. */
const INTERROGATIVE_START = wordsPattern(INTERROGATIVES, "start");

/** Whether a folded message opens with an interrogative, after "e" or a preposition ("E em que…", "A que…"). */
function opensAsQuestion(plain: string): boolean {
  return INTERROGATIVE_START.test(
    plain
      .trim()
      .toLowerCase()
      .replace(/^(?:e\s+)?(?:(?:em|a|ao|de|para)\s+)?/, ""),
  );
}

export function decide(context: TurnContext): AgentDecision {
  const text = asDocumentsWrite(askedQuestion(context.standalone ?? context.question).text, context.passages);
  const plain = foldAccents(text);
  // "O que a anotação diz?", "O que o plano vincula?" ask about the documents: a request that lacks its document is
  // explained only when the message is no question of that kind.
  const asksAbout = opensAsQuestion(plain);
  if (/\b(anot[ae]|anotar|anotacao|adicione uma nota|registre uma nota)\b/.test(plain)) {
    const document = mentionedDocuments(plain, context.documents)[0];
    const content = quotedOrAfterColon(text);
    if (document && content)
      return { kind: "tool", toolName: "add_annotation", input: { documentId: document.id, content } };
    if (!asksAbout)
      return answer(
        "Para anotar, diga qual documento e o texto da anotação, por exemplo: anote em Requisitos: revisar prazos.",
      );
  }
  if (/\b(relacion[ae]|relacionar|vincul[ae]|vincular|ligu?e)\b/.test(plain)) {
    const [source, target] = mentionedDocuments(plain, context.documents);
    if (source && target)
      return {
        kind: "tool",
        toolName: "relate_documents",
        input: { sourceDocumentId: source.id, targetDocumentId: target.id },
      };
    if (!asksAbout) return answer("Para relacionar, cite os nomes de dois documentos do projeto.");
  }
  if (isCreateRequest(plain)) {
    // The user gave the content ("… com o conteúdo: …", or text pasted after a colon): the document is theirs.
    const given = givenContent(context.question);
    if (given)
      return {
        kind: "tool",
        toolName: "create_document",
        input: { title: given.title, content: given.content, sources: "" },
      };
    return { kind: "tool", toolName: "search_documents", input: { query: topicOf(text) } };
  }
  if (/^(busque|procure|pesquise)\b/.test(plain)) {
    return {
      kind: "tool",
      toolName: "search_documents",
      input: { query: text.replace(/^(busque|procure|pesquise)\s+(por\s+)?/i, "") },
    };
  }
  const shape = questionShape(text);
  if (shape.shape === "capabilities") return answer(capabilities(context.documents));
  // Its greeting and courtesy off, its setup and its aside apart (./answer/asked-question.ts).
  const asked = askedQuestion(context.question);
  if (shape.shape === "summary") {
    // "Amanhã levo a instrução de ligações à reunião. Consegue resumir?": the request names no document, the
    // sentence around it does.
    const target =
      summaryTarget(text, context.documents, context.passages, context.focus) ??
      summaryTarget(`${asked.setup} ${asked.aside}`, context.documents, context.passages, context.focus) ??
      mentionedDocuments(plain, context.documents)[0]?.id ??
      // "E um resumo dela?": naming nothing, it means the document the conversation is reading.
      context.focus?.[0] ??
      context.passages[0]?.documentId;
    if (target) return { kind: "tool", toolName: "read_document", input: { documentId: target } };
  }
  // The documents' answer to a question of an operation's own, or null when they have none.
  const answerOf = (sub: string) => {
    const base = composeAnswer(sub, context.passages, context.documents);
    return base.startsWith(NOTHING_FOUND) ? null : base;
  };
  // "Quanto isso dá por família?": the figure the last reply gave, combined with one the documents write
  // (./answer/carried-figure.ts). The whole message: an aside may name what the figure is counted against.
  const combined =
    // "Quanto isso dá em m³ por dia?" right after a flow was given (./answer/unit-conversion.ts).
    unitConversion(asked.text, context.previous) ??
    // "E com um prejuízo de R$ 150 mil, quanto seria indenizado?" right after the deductible (./answer/deductible.ts):
    // the loss less it, not the figure the last reply gave applied to the loss.
    deductibleAnswer(asked.text, context.previous ?? "") ??
    // "Que percentual dos lotes isso representa?": the count just given over the base the same reply writes
    // (./answer/count-as-share.ts).
    countAsShare(asked.text, context.previous, context.carried) ??
    carriedFigure(context.question, context.previous, context.passages) ??
    // "Quanto isso representa do preço global, em reais?" right after a percentage: that share of the amount named
    // (./answer/share-applied.ts).
    shareApplied(asked.text, answerOf, percentAnswered(context.previous)) ??
    // "Quanto ela paga com o desconto?": the amount asked less the discount given (./answer/discounted-amount.ts).
    discountedAmount(asked.text, answerOf, context.previous) ??
    // "E esse total subiu quanto frente a março?" after a column added up (./answer/column-total-change.ts).
    columnTotalChange(asked.text, context.previous, context.passages) ??
    // How far a percentage just given is from its target (./answer/against-target.ts).
    againstTarget(text, context.previous, context.passages);
  if (combined) return answer(combined);
  // "Em quantos dias?" right after a reply that says it: that reply's sentence (./answer/previous-answer.ts).
  const again = fromPreviousAnswer(asked.text, context.previous, context.passages);
  if (again) return answer(again);
  // "Desse total, quanto fica para 2028?": a part of the total the last reply gave (./answer/part-of-last-total.ts).
  const part = partOfLastTotal(asked.text, context.previous, context.passages, context.focus);
  if (part) return answer(part);
  // "Quanto da verba vem do convênio?": a share of a whole a sentence states and splits (same module).
  const share = shareOfNamedWhole(asked.text, context.passages);
  if (share) return answer(share);
  // "Quanto a mais?" after two figures the conversation just gave (./answer/difference-of-answers.ts).
  const apart = differenceOfAnswers(asked.text, context.previous, context.earlier);
  if (apart) return answer(apart);
  // "Qual é a taxa de encerramento?" after two counts of the same things (./answer/share-of-answers.ts).
  const rate = shareOfAnswers(asked.text, context.previous, context.earlier);
  if (rate) return answer(rate);
  // "E na etapa 2?" after a reply that read a table's row: the same row under another column, or another row under the
  // same columns, as the table says which (./answer/other-cell.ts).
  // "Quais departamentos a diretoria tem?", "… contando as divisões?" over a table that is a tree
  // (./answer/subordinate-rows.ts).
  const under = subordinateRows(text, context.passages);
  if (under) return answer(under);
  // "E em reais, quanto fica?" after an amount in a unit of account the documents price (./answer/unit-in-money.ts).
  const priced = unitInMoney(asked.text, context.previous, context.passages);
  if (priced) return answer(priced);
  const cell = otherCell(asked.text, context.previous, context.passages);
  if (cell) return answer(cell);
  // "Quanto um técnico ganha a mais que ele?": the figure just read against the one the question names (same module).
  const against = differenceFromCell(asked.text, context.previous, context.passages);
  if (against) return answer(against);
  // "Em quantos por cento caiu?" after a reply that read a row: that row's change (same module).
  const change = changeOfRowRead(asked.text, context.previous, context.passages);
  if (change) return answer(change);
  // "E em imóveis comerciais?" after a reply that quoted one item of a list: the item of that list it names.
  const sibling = siblingItem(asked.text, context.previous, context.passages);
  if (sibling) return answer(sibling);
  // Of its other sentences, those that give a figure: a reason ("preciso fechar a planilha") sets nothing out.
  const givens = sentencesOf(asked.aside).filter((sentence) => /\d/.test(sentence));
  // A scenario the message sets out ("num mês foram 4 X; quanto…?") is in its own words, not only its question: its
  // typos read as the documents write them; the standalone question joins it when it says more than the message's own.
  const message = asDocumentsWrite([asked.text, ...givens].join(" "), context.passages);
  const resolved = context.standalone && context.standalone !== asked.text;
  // The message with the question the resolver wrote from it, as the readers of a scenario or a rate read it.
  const whole = resolved ? `${message} ${text}` : message;
  // The message's premise, for the near-miss refusal (./answer/compose-answer.ts, `premiseAnswers`).
  const premise = asked.premise || undefined;
  const setup = asked.setup || undefined;
  const reply = (passages: PromptPassage[]) => {
    const found =
      scenarioAnswer(whole, passages, context.carried) ??
      composeAnswer(text, passages, context.documents, { context: context.carried, premise, setup });
    // An amount asked in money that the answer gives as a rate: the rate times its base (./answer/rate-of-base.ts).
    const ask = (sub: string, from?: string) => {
      const cited = new Set([...(from ?? "").matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
      const ids = new Set(passages.filter((passage) => cited.has(passage.n)).map((passage) => passage.documentId));
      const own = passages.filter((passage) => ids.has(passage.documentId));
      for (const scope of own.length > 0 && own.length < passages.length ? [own, passages] : [passages]) {
        const base = composeAnswer(sub, scope, context.documents);
        if (!base.startsWith(NOTHING_FOUND)) return base;
      }
      return null;
    };
    // What the message sets out ("uma taxa de R$ 320,00 paga atrasada") says which rate; a row it names, which base.
    const setOut = givens.length > 0 ? [context.carried ?? "", ...givens].join(" ") : undefined;
    // The table rows the question names, read only when an amount in money is asked (rateOfBase's first test).
    let named: NamedRow[] | undefined;
    const rows = () => {
      named ??= rowKeysNamed(text, passages);
      return named;
    };
    const rated = rateOfBase(
      whole,
      [
        () => found,
        () => (setOut ? composeAnswer(text, passages, context.documents, { context: setOut, premise }) : ""),
        () =>
          rows().length > 0
            ? composeAnswer(withoutRowKeys(text, rows()), passages, context.documents, { context: context.carried })
            : "",
        // "De quanto é a garantia, em reais?" where the documents state it as a rate: the answer to the question without
        // the kind it asks, whose rate is then computed into reais.
        () =>
          MONEY_KIND.test(text)
            ? composeAnswer(text.replace(MONEY_KIND, ""), passages, context.documents, { context: context.carried })
            : "",
      ],
      ask,
      rows,
      // "E se fosse de 1 ano?" right after a rate was applied to an amount: the same amount, under the case it changes.
      whatIfBase(asked.text, context.previous),
      // "Quanto fica reservado?" right after the amount the rate is of.
      context.previous,
    );
    // "E por mês?" over "R$ 300.240,00 para os 12 meses": the whole over its periods (./answer/rate-period.ts).
    // "Qual é o máximo?" over "R$ 265,00 por diária, até 18 diárias": the amount times its cap (./answer/capped-rate.ts).
    // "Em quantos dias a penalidade alcança o teto?" over "R$ 750,00 por dia, limitada a R$ 29.250,00": cap over rate.
    // "Quanto tempo durou a reunião?" over "das 14h às 16h40": the span's length (./answer/clock-span.ts).
    // "Quanto sai lavar 1.500 m?" over "(R$/m): 8,20": the rate times the quantity given
    // (./answer/rate-times-given.ts).
    return (
      // "Se o raio causar R$ 80 mil de danos, quanto a seguradora indeniza?" over a deductible the reply states
      // (./answer/deductible.ts): before a rate applied to the loss, which is only the deductible.
      deductibleAnswer(whole, found, context.previous) ??
      // "Em quantos dias o termo adiou a entrega?" over the date as it was and as it became (./answer/revised-figure.ts).
      revisedChange(text, passages) ??
      // "Quantas horas eu preciso ter?" over "75% da carga horária" and "carga horária: 16 horas"
      // (./answer/share-of-named-base.ts).
      shareOfNamedBase(text, passages) ??
      // "Somando o frete, a montagem e o seguro, quanto dá?" over labelled amounts (./answer/named-items-sum.ts).
      namedItemsSum(text, passages) ??
      // "Quantas pessoas, somando a empresa e as terceirizadas?" over a column for each (./answer/columns-added.ts).
      columnsAdded(text, passages) ??
      // "Depois da entrada, quanto resta pagar?" over a schedule of payments (./answer/rows-after.ts).
      rowsAfter(text, passages) ??
      // "Quanto ficou abastecendo o setor?" where a sentence defines it as rows added and taken (./answer/stated-formula.ts).
      statedFormula(text, passages) ??
      rated ??
      perSpanOfWhole(whole, found) ??
      cappedRateTotal(whole, found) ??
      periodsToCap(whole, found, (capped) => shareCeiling(capped, text, ask, rows, context.previous)) ??
      // "Quanto vale cada parcela?" over "R$ 84.000,00 em seis parcelas iguais" (./answer/installments.ts).
      installmentAnswer(text, found, passages) ??
      // "Quanto ainda falta pagar?" over "R$ 9.800,00, com 40% depositados": the amount less the share done
      // (./answer/share-applied.ts).
      restOfDoneShare(text, found) ??
      // "Quanto falta pagar depois desta?" over "parcela 19 de 48 … R$ 612,35" (same module).
      instalmentsLeft(text, passages, context.previous) ??
      // "Quanto tempo passou entre a queda e o resgate?" over a timeline (./answer/event-interval.ts).
      eventInterval(text, passages) ??
      // "A elevatória ficou desligada quantas horas?" over the stop's moment and the restart's (./answer/state-span.ts).
      stateSpan(text, passages) ??
      // "Deixou de bombear quantos m³ nesse período?" at the flow found, over the span just given (./answer/flow-over-span.ts).
      flowOverSpan(asked.text, found, context.previous) ??
      // "Quantos dias de atraso teve a etapa E4?" over a row that dates it twice (./answer/dates-apart.ts).
      datesApart(text, passages, context.previous) ??
      // "Até quando…?" answered "em até 30 dias após a aprovação", dated elsewhere (./answer/deadline-date.ts).
      deadlineDate(text, found, passages, context.previous) ??
      // "O medidor M-3 ficou quantos dias instalado?" over a row that times it on two days (./answer/datetime-span.ts).
      datetimeSpan(text, passages) ??
      clockSpanAnswer(text, found, passages, context.carried, context.previous) ??
      // "Quanto valem essas válvulas?" after "3 válvulas" of a priced row (./answer/count-at-unit-price.ts).
      countAtUnitPrice(asked.text, passages, context.previous) ??
      rateTimesGiven(whole, found, context.previous, passages) ??
      // "Quantos litros as duas bombas gastam em 6 horas?" over a rate listed per item (./answer/listed-rate.ts).
      listedRate(text, passages) ??
      // "Com que eficiência a DBO foi removida?" over its concentration before and after (./answer/removal-efficiency.ts).
      removalEfficiency(text, passages) ??
      // "Que área a faixa ocupa?" over "15 m de largura em 1.200 m" (./answer/area-of-lengths.ts).
      areaOfLengths(text, found) ??
      // "Quanto se paga pelas picapes?" over a count of them and a sentence that prices one (./answer/count-times-price.ts).
      countTimesPrice(text, found, passages) ??
      // "Quantas pessoas apontaram X?" over a table of shares of a whole a sentence counts (./answer/count-of-share.ts).
      countOfShare(text, passages) ??
      // "Quantos pedidos foram atendidos fora do prazo?" over columns of the pedidos and those "no prazo"
      // (./answer/outside-column.ts).
      outsideColumn(text, passages) ??
      // "Entre quais medições o nível caiu mais?" over readings in order (./answer/largest-step.ts).
      largestStep(text, passages) ??
      // "Que percentual da água tratada foi entregue?" over a reply of both figures (./answer/share-of-two.ts).
      shareOfTwo(text, found) ??
      // "Que margem isso deixa?" over a reply of two figures of one measure (./answer/margin-of-two.ts).
      marginOfTwo(text, found) ??
      // "Entre quais valores é aceito?" over a tolerance and the figure it is of (./answer/tolerance-band.ts).
      toleranceBand(text, found, passages, context.previous) ??
      // An amount asked per a thing ("… por <coisa>?") over a reply that states the amount and counts the things (./answer/amount-per-measure.ts).
      perCountWithin(text, found) ??
      found
    );
  };
  const everywhere = reply(context.passages);
  // A follow-up is about what the conversation was reading: an answer that leaves the documents the last answer cited
  // gives way to what those documents say, when they say something (a follow-up about what only another document
  // says is still answered there).
  // A question that stands alone but names nothing the last answer's documents lack ("Qual etapa demora mais?" after one
  // plan's stages were added up) is about them too, where they answer it.
  const cited = [...everywhere.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  const within = (ids: string[]) => context.passages.filter((passage) => ids.includes(passage.documentId));
  const leavesAll = (passages: PromptPassage[]) => cited.some((n) => !passages.some((passage) => passage.n === n));
  // The document the last answer quoted first is the one it answered from; others it cited only added to it.
  // The recent documents' words are read only when the answer leaves them.
  const recent = context.recent?.slice(0, 1) ?? [];
  const focused = context.focus
    ? within(context.focus.slice(0, 1))
    : recent.length > 0 && leavesAll(within(recent)) && namesNothingElse(text, within(recent))
      ? within(recent)
      : [];
  const leaves = leavesAll(focused);
  const own =
    focused.length === 0 || focused.length === context.passages.length || !leaves ? NOTHING_FOUND : reply(focused);
  const chosen = own.startsWith(NOTHING_FOUND) ? everywhere : own;
  // A reply with no amount to a question of price answers another question (./answer/kind-given.ts).
  return answer(chosen.startsWith(NOTHING_FOUND) || givesKindAsked(text, chosen) ? chosen : refusal(context.documents));
}

/** Whether every word of the question that says what it is about is written in these passages of the last answer's documents. */
function namesNothingElse(question: string, passages: PromptPassage[]): boolean {
  const read = new Set(
    analyze(passages.map((passage) => `${passage.documentName} ${passage.location ?? ""} ${passage.text}`).join("\n")),
  );
  // "Quanto tempo tenho para o recurso?": "quanto tempo" says which kind of figure is asked, not what about.
  const asked = analyze(withoutKindWords(foldAccents(question.toLowerCase()))).filter(
    (stem) => !isFraming(stem) && !DEGREE_WORDS.has(stem),
  );
  return asked.length > 0 && asked.every((stem) => read.has(stem));
}

/** Adjectives a superlative or a comparison is said with: what is asked of the rows, not what they are about. */
const DEGREE_WORDS = new Set(
  analyze("caro cara barato barata maior menor longo longa curto curta alto alta baixo baixa"),
);

/** The kind of figure a question asks in so many words: ", em reais", "em dinheiro". */
const MONEY_KIND = /,?\s*\bem (?:reais|dinheiro)\b/iu;

/** After a tool ran: what to say, or the next tool to call (a document is created from what the search found). */
export function afterTool(toolName: string, output: unknown, context: TurnContext): AgentDecision {
  const result = (output && typeof output === "object" ? output : {}) as Record<string, unknown>;
  const question = asDocumentsWrite(askedQuestion(context.standalone ?? context.question).text, context.passages);
  const creating = toolName === "search_documents" && isCreateRequest(foldAccents(question));
  // A failed search for a document to create falls back to the passages the turn already retrieved.
  if (result.ok === false && !creating)
    return answer(failureText(toolName, String(result.error ?? "erro desconhecido")));
  const passages = Array.isArray(result.passages) ? (result.passages as PromptPassage[]) : context.passages;
  switch (toolName) {
    case "add_annotation":
      return answer(`Anotação adicionada ao **${String(result.documentName)}**: “${String(result.content)}”.`);
    case "relate_documents":
      return answer(
        `**${String(result.sourceName)}** e **${String(result.targetName)}** agora estão relacionados; a relação aparece no Canvas.`,
      );
    case "create_document": {
      const sources = Array.isArray(result.sources) ? result.sources.map(String) : [];
      const from =
        sources.length > 0
          ? ` com o que os documentos do projeto dizem sobre o assunto (fontes: ${sources.join(", ")})`
          : " com o conteúdo que você enviou";
      return answer(`Documento **${String(result.name)}** criado${from}. Ele já aparece no Canvas e pode ser editado.`);
    }
    case "search_documents": {
      if (!creating) return answer(composeAnswer(question, passages, context.documents, { context: context.carried }));
      const title = titleOf(question);
      const document = composeDocument(title, topicOf(question), passages);
      if (!document)
        return answer(
          `Não criei o documento: não encontrei nos documentos do projeto nada sobre ${topicOf(question)}.`,
        );
      return {
        kind: "tool",
        toolName: "create_document",
        input: { title, content: document.content, sources: document.sources.join("\n") },
      };
    }
    case "read_document":
      return answer(summarize(question, passages, String(result.documentName ?? "o documento")));
    default:
      return answer("Pronto.");
  }
}

/** The question with its typos and its lower-case names read as the documents write them (./answer/spelling.ts). */
function asDocumentsWrite(question: string, passages: PromptPassage[]): string {
  return inDocumentsCase(correctedTypos(question, passages), passages);
}

function failureText(toolName: string, reason: string): string {
  const what: Record<string, string> = {
    add_annotation: "Não consegui adicionar a anotação",
    relate_documents: "Não consegui relacionar os documentos",
    create_document: "Não consegui criar o documento",
    search_documents: "Não consegui buscar nos documentos",
    read_document: "Não consegui ler o documento",
  };
  return `${what[toolName] ?? "Não consegui concluir a ação"}: ${reason.replace(/\.$/, "")}.`;
}

/** What the agent does, with this project's documents listed. */
export function capabilities(documents: PromptDocument[]): string {
  const intro =
    "Sou o agente do projeto: respondo com trechos dos documentos do projeto, sempre citando a fonte. " +
    "Resumo um documento, comparo itens, monto listas e tabelas com o que está escrito, e, se você pedir, " +
    "anoto um documento, relaciono dois documentos ou crio um documento Markdown sobre um assunto.";
  if (documents.length === 0) return `${intro}\n\nO projeto ainda não tem documentos: envie um pelo clipe.`;
  const names = documents.slice(0, 12).map((document) => `- ${document.name}`);
  const more = documents.length > 12 ? [`- e mais ${documents.length - 12}`] : [];
  const first = documents[0]?.name.replace(/\.[a-z0-9]+$/i, "") ?? "";
  return [
    intro,
    "",
    `Documentos do projeto (${documents.length}):`,
    ...names,
    ...more,
    "",
    `Experimente: “Resuma ${first}”.`,
  ].join("\n");
}

/**
 * The content a create request brings itself: what follows "com o conteúdo", "com o texto", "contendo" or a colon
 * that ends the request's line, and the title it names ("chamado X", "X" in quotes), else the content's first line.
 */
export function givenContent(message: string): { title: string; content: string } | null {
  const marker =
    /\b(?:(?:com o (?:seguinte )?|com este )(?:conte[uú]do|texto)\s*:?|contendo\s*:?|(?:conte[uú]do|texto)\s*:)\s*/i.exec(
      message,
    ) ?? /:\s*\n/.exec(message);
  if (!marker) return null;
  const content = message.slice((marker.index ?? 0) + marker[0].length).trim();
  if (content.length < 2) return null;
  const request = message.slice(0, marker.index);
  const named =
    /\b(?:chamad[oa]|intitulad[oa]|com o (?:nome|título|titulo))\s+["“']?(.+?)["”']?\s*(?:,|$)/i.exec(
      request.trim(),
    )?.[1] ?? /["“']([^"”']{2,})["”']/.exec(request)?.[1];
  const firstLine =
    content
      .split("\n")[0]
      ?.replace(/^#+\s*/, "")
      .trim() ?? "";
  const title = (named ?? firstLine).trim().slice(0, 120) || "Documento";
  return { title: title.charAt(0).toUpperCase() + title.slice(1), content };
}

function isCreateRequest(plain: string): boolean {
  return /\b(crie|criar|gere|gerar|escreva|redija|monte)\b.*\b(documento|arquivo|nota|relatorio|texto)\b/.test(plain);
}

/** The document's subject: what follows "sobre", or the quoted title. */
function topicOf(text: string): string {
  const about = /\bsobre\s+(?:o|a|os|as)?\s*(.+?)[.?!]*$/i.exec(text)?.[1];
  return (about ?? quotedOrAfterColon(text) ?? text).trim();
}

function titleOf(text: string): string {
  const quoted = /["“']([^"”']{2,})["”']/.exec(text)?.[1]?.trim();
  const base = quoted ?? topicOf(text);
  return (base.charAt(0).toUpperCase() + base.slice(1)).slice(0, 120);
}

/** Documents the message names, in the order named: the whole name, or its distinctive words. */
export function mentionedDocuments(plain: string, documents: PromptDocument[]): PromptDocument[] {
  const significant = (name: string) =>
    wordParts(foldAccents(name.replace(/\.[a-z0-9]+$/i, ""))).filter(
      (word) => word.length >= 4 && !["projeto", "documento", "sobre", "para", "como"].includes(word),
    );
  return documents
    .map((document) => {
      const whole = foldAccents(document.name.replace(/\.[a-z0-9]+$/i, ""));
      const at = plain.indexOf(whole);
      if (whole.length > 1 && at >= 0) return { document, at, strength: 100 };
      const hits = significant(document.name).filter((word) => new RegExp(`\\b${word}`).test(plain));
      const first = hits.length > 0 ? Math.min(...hits.map((word) => plain.search(new RegExp(`\\b${word}`)))) : -1;
      return { document, at: first, strength: hits.length };
    })
    .filter((entry) => entry.strength > 0 && entry.at >= 0)
    .sort((a, b) => a.at - b.at || b.strength - a.strength)
    .map((entry) => entry.document);
}

function quotedOrAfterColon(text: string): string | null {
  const quoted = /["“']([^"”']{2,})["”']/.exec(text)?.[1];
  if (quoted) return quoted.trim();
  const colon = text.indexOf(":");
  return colon >= 0 && text.slice(colon + 1).trim() ? text.slice(colon + 1).trim() : null;
}
