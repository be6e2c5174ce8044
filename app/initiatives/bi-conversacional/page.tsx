import { Database, Info, Lightbulb, Search, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FiguresTable } from "#app/components/charts/figures-table.tsx";
import { QuestionButtons } from "#app/components/chat/suggested-questions.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MarkedItem } from "#app/components/ui/marked-item.tsx";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { usePresenter } from "#app/initiatives/presenter/presenter-provider.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconCard } from "#app/initiatives/shared/icon-card.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { Section } from "#app/initiatives/shared/stat-card.tsx";
import { formatMoneyCompact, formatNumber } from "#isomorphic/text/format.ts";
import {
  AGENTS,
  answerQuestion,
  barWidths,
  BENEFITS,
  type BiAgent,
  COPY,
  FLOW,
  GENERATED_SQL,
  presenterKey,
  QUARTERLY_REVENUE,
  QUARTERLY_REVENUE_QUESTION,
  type QueryAnswer,
  SUGGESTIONS,
  totalRevenue,
} from "./data.ts";

const AGENT_ICONS: Record<BiAgent["icon"], typeof Database> = {
  shield: ShieldCheck,
  database: Database,
};

/** Money as presenters say it, with billions too: R$ 1,8 bi, R$ 428,6 mi. */
function formatRevenue(value: number): string {
  return Math.abs(value) >= 1_000_000_000
    ? `R$ ${formatNumber(value / 1_000_000_000, 1)} bi`
    : formatMoneyCompact(value);
}

function RevenueResult({ question }: { question: string }) {
  const widths = barWidths();
  return (
    <div className="space-y-4 presenter:space-y-2">
      <p className="break-words text-sm text-muted">
        Pergunta: <span className="font-medium text-ink">{question}</span>
      </p>
      <div>
        {/* On the slide the table's title is left to its caption, so question and answer share one screen. */}
        <h3 className="mb-2 text-sm font-semibold text-brand-800 presenter:sr-only">{COPY.resultTitle}</h3>
        <FiguresTable label={COPY.resultTitle} className="text-left presenter:[&_td]:py-1 presenter:[&_th]:py-1">
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="font-medium">
                Trimestre
              </th>
              <th scope="col" className="hidden w-1/2 font-medium sm:table-cell">
                <span className="sr-only">Gráfico</span>
              </th>
              <th scope="col" className="text-right font-medium">
                Faturamento
              </th>
            </tr>
          </thead>
          <tbody>
            {QUARTERLY_REVENUE.map((row, index) => (
              <tr key={row.quarter} className="border-b border-line">
                <th scope="row" className="font-medium text-ink">
                  {row.quarter}
                </th>
                <td className="hidden sm:table-cell" aria-hidden>
                  <div className="h-3 w-full min-w-24 rounded-full bg-slate-100">
                    <div className="h-3 rounded-full bg-brand-600" style={{ width: `${widths[index] ?? 0}%` }} />
                  </div>
                </td>
                <td className="text-right font-semibold text-ink">{formatRevenue(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="font-semibold text-ink">
                {COPY.totalLabel}
              </th>
              <td className="hidden sm:table-cell" />
              <td className="text-right font-bold text-brand-800">{formatRevenue(totalRevenue())}</td>
            </tr>
          </tfoot>
        </FiguresTable>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{COPY.sqlTitle}</h3>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-brand-900 p-3 font-mono text-xs text-white presenter:mt-1 presenter:p-2 presenter:leading-tight">
          <code>{GENERATED_SQL}</code>
        </pre>
      </div>
    </div>
  );
}

export default function Page() {
  const [question, setQuestion] = useState("");
  const [asked, setAsked] = useState("");
  const [answer, setAnswer] = useState<QueryAnswer>({ kind: "empty" });
  // On stage the result is never blank: the canned query is the example answer until the presenter asks something.
  const { active: onStage } = usePresenter();
  const example = onStage && answer.kind === "empty";
  const shown: QueryAnswer = example ? { kind: "quarterly-revenue" } : answer;
  const shownQuestion = example ? QUARTERLY_REVENUE_QUESTION : asked;

  const ask = (text: string) => {
    const result = answerQuestion(text);
    if (result.kind === "empty") return;
    setAsked(text.trim());
    setAnswer(result);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(question);
  };

  const choose = (suggestion: string) => {
    setQuestion(suggestion);
    ask(suggestion);
  };

  return (
    <InitiativePage slug="bi-conversacional" subtitle={COPY.subtitle} badge={<Badge tone="info">{COPY.badge}</Badge>}>
      {/* Question and answer side by side (on the slide from 1024 px), then how it works in three columns. */}
      <div className="grid gap-6 xl:grid-cols-2 presenter:lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title={COPY.askTitle} description={COPY.askDescription} presenterKey={presenterKey}>
          {/* On stage the button goes under the field, so the field has the column's width for its example. */}
          <form onSubmit={onSubmit} className={onStage ? "flex flex-col gap-2" : "flex flex-col gap-2 sm:flex-row"}>
            <label htmlFor="bi-question" className="sr-only">
              {COPY.inputLabel}
            </label>
            <input
              id="bi-question"
              type="text"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder={onStage ? COPY.presenterInputPlaceholder : COPY.inputPlaceholder}
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm text-ink placeholder:text-muted"
            />
            <Button type="submit" disabled={question.trim() === ""}>
              <Search aria-hidden className="h-4 w-4" />
              {COPY.submitLabel}
            </Button>
          </form>

          <h3 className="mt-5 flex items-center gap-2 text-sm font-semibold text-ink">
            <Lightbulb aria-hidden className="h-4 w-4 text-warning" />
            {COPY.suggestionsTitle}
          </h3>
          <QuestionButtons questions={SUGGESTIONS} disabled={false} onAsk={choose} layout="column" />
        </Section>

        <section
          aria-live="polite"
          aria-label={COPY.resultLabel}
          className="min-w-0 rounded-xl border border-line bg-white p-5 shadow-sm presenter:p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-ink">{COPY.resultLabel}</h2>
            {example ? <Badge tone="info">{COPY.exampleBadge}</Badge> : null}
          </div>
          <div className="mt-4">
            {shown.kind === "quarterly-revenue" ? (
              <RevenueResult question={shownQuestion} />
            ) : shown.kind === "unsupported" ? (
              <div className="space-y-3">
                <p className="break-words text-sm text-muted">
                  Pergunta: <span className="font-medium text-ink">{asked}</span>
                </p>
                <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft p-3 text-sm text-info">
                  <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  <span className="min-w-0 break-words">{shown.message}</span>
                </p>
              </div>
            ) : (
              <p className="text-sm text-muted">{COPY.resultEmpty}</p>
            )}
          </div>
        </section>
      </div>

      {/* Three abreast, their items interleave and no cut between slides passes between all three columns'; on a
          1024 px projector they stack, each cut between its own items. */}
      <div className="grid gap-6 lg:grid-cols-3 presenter:max-[1279px]:grid-cols-1">
        <Section title={COPY.howTitle}>
          <ol className="space-y-3">
            {FLOW.map((step, index) => (
              <MarkedItem
                key={step.title}
                mark={
                  <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                }
                title={step.title}
                titleClassName="break-words text-sm font-semibold text-ink"
              >
                {step.description}
              </MarkedItem>
            ))}
          </ol>
        </Section>

        <Section title={COPY.agentsTitle}>
          <ul className="space-y-3">
            {AGENTS.map((agent) => {
              const Icon = AGENT_ICONS[agent.icon];
              return (
                <IconCard
                  key={agent.name}
                  mark={<Icon aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />}
                  title={agent.name}
                >
                  <p>{agent.description}</p>
                </IconCard>
              );
            })}
          </ul>
        </Section>

        <Section title={COPY.benefitsTitle}>
          <CheckList items={BENEFITS} />
        </Section>
      </div>
    </InitiativePage>
  );
}
