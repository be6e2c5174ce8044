import { CheckCircle2, Database, Info, Lightbulb, Search, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Badge } from "~/initiatives/shared/badge";
import { InitiativePage } from "~/initiatives/shared/initiative-page";
import { Section } from "~/initiatives/shared/stat-card";
import { formatMoneyCompact, formatNumber } from "~/lib/format";
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
  type QueryAnswer,
  SUGGESTIONS,
  totalRevenue,
} from "./data";

const AGENT_ICONS: Record<BiAgent["icon"], typeof Database> = {
  shield: ShieldCheck,
  database: Database,
};

/** Money as presenters say it, with billions too: R$ 1,8 bi, R$ 428,6 mi. */
function formatRevenue(value: number): string {
  return Math.abs(value) >= 1_000_000_000 ? `R$ ${formatNumber(value / 1_000_000_000, 1)} bi` : formatMoneyCompact(value);
}

function RevenueResult({ question }: { question: string }) {
  const widths = barWidths();
  return (
    <div className="space-y-4">
      <p className="break-words text-sm text-muted">
        Pergunta: <span className="font-medium text-ink">{question}</span>
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-brand-800">{COPY.resultTitle}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              Trimestre
            </th>
            <th scope="col" className="hidden w-1/2 py-2 pr-3 font-medium sm:table-cell">
              <span className="sr-only">Gráfico</span>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Faturamento
            </th>
          </tr>
        </thead>
        <tbody>
          {QUARTERLY_REVENUE.map((row, index) => (
            <tr key={row.quarter} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-medium text-ink">
                {row.quarter}
              </th>
              <td className="hidden py-2 pr-3 sm:table-cell" aria-hidden>
                <div className="h-3 w-full rounded-full bg-slate-100">
                  <div className="h-3 rounded-full bg-brand-600" style={{ width: `${widths[index] ?? 0}%` }} />
                </div>
              </td>
              <td className="py-2 text-right font-semibold text-ink">{formatRevenue(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 pr-3 font-semibold text-ink">
              {COPY.totalLabel}
            </th>
            <td className="hidden sm:table-cell" />
            <td className="pt-2 text-right font-bold text-brand-800">{formatRevenue(totalRevenue())}</td>
          </tr>
        </tfoot>
      </table>
      <div>
        <h3 className="text-sm font-semibold text-ink">{COPY.sqlTitle}</h3>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-brand-900 p-3 font-mono text-xs text-white">
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
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Section title={COPY.askTitle} description={COPY.askDescription} presenterKey={presenterKey}>
            <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor="bi-question" className="sr-only">
                {COPY.inputLabel}
              </label>
              <input
                id="bi-question"
                type="text"
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
                placeholder={COPY.inputPlaceholder}
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
            <ul className="mt-2 flex flex-col gap-2">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => choose(suggestion)}
                    className="w-full break-words rounded-lg border border-line bg-brand-50 px-3 py-2 text-left text-sm text-brand-800 hover:bg-brand-100"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </Section>

          <section
            aria-live="polite"
            aria-label={COPY.resultLabel}
            className="rounded-xl border border-line bg-white p-5 shadow-sm"
          >
            <h2 className="text-lg font-semibold text-ink">{COPY.resultLabel}</h2>
            <div className="mt-4">
              {answer.kind === "quarterly-revenue" ? (
                <RevenueResult question={asked} />
              ) : answer.kind === "unsupported" ? (
                <div className="space-y-3">
                  <p className="break-words text-sm text-muted">
                    Pergunta: <span className="font-medium text-ink">{asked}</span>
                  </p>
                  <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft p-3 text-sm text-info">
                    <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                    <span className="min-w-0 break-words">{answer.message}</span>
                  </p>
                </div>
              ) : (
                <p className="text-sm text-muted">{COPY.resultEmpty}</p>
              )}
            </div>
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <Section title={COPY.howTitle}>
            <ol className="space-y-3">
              {FLOW.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="break-words text-sm font-semibold text-ink">{step.title}</h3>
                    <p className="break-words text-sm text-muted">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <Section title={COPY.agentsTitle}>
            <ul className="space-y-3">
              {AGENTS.map((agent) => {
                const Icon = AGENT_ICONS[agent.icon];
                return (
                  <li key={agent.name} className="rounded-lg border border-line bg-surface p-3">
                    <div className="flex items-center gap-2">
                      <Icon aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
                      <h3 className="min-w-0 break-words text-sm font-semibold text-brand-800">{agent.name}</h3>
                    </div>
                    <p className="mt-1 break-words text-sm text-muted">{agent.description}</p>
                  </li>
                );
              })}
            </ul>
          </Section>

          <Section title={COPY.benefitsTitle}>
            <ul className="space-y-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2 text-sm text-ink">
                  <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                  <span className="min-w-0 break-words">{benefit}</span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </InitiativePage>
  );
}
