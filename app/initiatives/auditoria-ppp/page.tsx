import { Banknote, type Bot, CheckCircle2, FileSearch, ShieldCheck, XCircle } from "lucide-react";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { AgentList } from "#app/initiatives/shared/agent-list.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { Section, NamedStatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { formatMoney, formatMoneyCompact } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import {
  AGENTS,
  type AuditExample,
  BENEFITS,
  CLAIMS,
  COPY,
  type CounterIcon,
  COUNTERS,
  EXAMPLES,
  presenterKey,
  type Verdict,
} from "./data.ts";

const COUNTER_ICONS: Record<CounterIcon, typeof Bot> = {
  files: FileSearch,
  approved: CheckCircle2,
  rejected: XCircle,
  money: Banknote,
};

function ExampleCard({ example }: { example: AuditExample }) {
  const approved = example.verdict === "approved";
  return (
    <li className={cn("min-w-0 rounded-lg border bg-white p-4", approved ? "border-success/30" : "border-danger/30")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">{example.id}</h4>
        <Badge tone={approved ? "success" : "danger"}>{approved ? "Aprovada" : "Reprovada"}</Badge>
      </div>
      <p className="mt-1 break-words text-sm font-medium text-ink">{example.object}</p>
      <p className="break-words text-xs text-muted">
        {example.partner} · {example.period}
      </p>
      <p className="mt-2 text-sm text-ink">
        Valor medido: <span className="font-semibold">{formatMoney(example.amount)}</span>
      </p>
      <p className="mt-3 text-xs font-semibold text-muted">{COPY.checksLabel}</p>
      <ul className="mt-1 space-y-1">
        {example.checks.map((check) => (
          <li key={check.label} className={cn("flex items-start gap-2 text-sm", check.ok ? "text-ink" : "text-danger")}>
            {check.ok ? (
              <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
            ) : (
              <XCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
            )}
            <span className="min-w-0 break-words">
              <span className="sr-only">{check.ok ? "Conferido: " : "Divergente: "}</span>
              {check.label}
            </span>
          </li>
        ))}
      </ul>
      <p
        className={cn(
          "mt-3 break-words rounded-md p-2 text-sm",
          approved ? "bg-success-soft text-success" : "bg-danger-soft text-danger",
        )}
      >
        <span className="font-semibold">{COPY.feedbackLabel}: </span>
        {example.feedback}
      </p>
    </li>
  );
}

/** Rows the two columns share: the heading, then one per example of the longer column. */
const EXAMPLE_ROWS =
  1 +
  Math.max(
    ...(["approved", "rejected"] as const).map((verdict) => EXAMPLES.filter((e) => e.verdict === verdict).length),
  );

/**
 * One column of examples. Side by side, both columns sit on the rows of one
 * grid (subgrid), so the n-th approved and the n-th rejected example share a
 * row: a slide can end between two rows without cutting a card in either column.
 */
function ExampleColumn({ verdict, title }: { verdict: Verdict; title: string }) {
  const items = EXAMPLES.filter((example) => example.verdict === verdict);
  const approved = verdict === "approved";
  return (
    <div className="min-w-0 lg:grid lg:grid-rows-subgrid" style={{ gridRow: `span ${EXAMPLE_ROWS}` }}>
      <h3 className={cn("flex items-center gap-2 font-semibold", approved ? "text-success" : "text-danger")}>
        {approved ? <CheckCircle2 aria-hidden className="h-5 w-5" /> : <XCircle aria-hidden className="h-5 w-5" />}
        {title}
      </h3>
      <ul
        className="mt-3 space-y-4 lg:mt-0 lg:grid lg:grid-rows-subgrid lg:space-y-0"
        style={{ gridRow: `span ${EXAMPLE_ROWS - 1}` }}
      >
        {items.map((example) => (
          <ExampleCard key={example.id} example={example} />
        ))}
      </ul>
    </div>
  );
}

export default function Page() {
  return (
    <InitiativePage slug="auditoria-ppp" subtitle={COPY.subtitle} badge={<Badge tone="success">{COPY.badge}</Badge>}>
      <StatGrid title={COPY.countersTitle} columns={4}>
        <NamedStatCards
          figures={COUNTERS.map((counter) =>
            counter.money ? { ...counter, value: formatMoneyCompact(counter.value) } : counter,
          )}
          icons={COUNTER_ICONS}
        />
      </StatGrid>

      <Section title={COPY.claimsTitle} presenterKey={presenterKey}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {CLAIMS.map((claim) => (
            <li key={claim.label} className="min-w-0 rounded-lg bg-brand-50 p-4 text-center">
              <p className="text-3xl font-bold text-brand-800">{claim.value}</p>
              <p className="mt-1 break-words text-sm text-ink">{claim.label}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={COPY.examplesTitle} description={COPY.examplesDescription}>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-y-4">
          <ExampleColumn verdict="approved" title={COPY.approvedHeading} />
          <ExampleColumn verdict="rejected" title={COPY.rejectedHeading} />
        </div>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <AgentList title={COPY.agentsTitle} agents={AGENTS} />

        <Section title={COPY.benefitsTitle} className="min-w-0">
          <CheckList items={BENEFITS} icon={ShieldCheck} />
        </Section>
      </div>
    </InitiativePage>
  );
}
