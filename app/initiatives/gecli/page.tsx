import { AlertTriangle, Bot, CalendarClock, TrendingUp, Users } from "lucide-react";
import { Badge, type Tone } from "~/initiatives/shared/badge";
import { AgentList } from "~/initiatives/shared/agent-list";
import { InitiativePage } from "~/initiatives/shared/initiative-page";
import { ProgressBar, Section, StatCard } from "~/initiatives/shared/stat-card";
import { formatMoney, formatNumber, formatPercent } from "~/lib/format";
import {
  AGENTS,
  COPY,
  RISK_CUSTOMERS,
  RISK_LABELS,
  riskLevel,
  type RiskLevel,
  SEGMENTS,
  segmentShare,
  type StatIcon,
  stats,
  TIMELINE,
} from "./data";

const STAT_ICONS: Record<StatIcon, typeof Bot> = {
  calendar: CalendarClock,
  recovery: TrendingUp,
  users: Users,
  alert: AlertTriangle,
};

const STAT_TONES: Record<StatIcon, Tone> = {
  calendar: "info",
  recovery: "success",
  users: "info",
  alert: "danger",
};

const LEVEL_TONES: Record<RiskLevel, Tone> = {
  alto: "danger",
  medio: "warning",
  baixo: "success",
};

export default function Page() {
  return (
    <InitiativePage slug="gecli" subtitle={COPY.subtitle} badge={<Badge tone="success">{COPY.badge}</Badge>}>
      <section aria-labelledby="gecli-stats">
        <h2 id="gecli-stats" className="sr-only">
          {COPY.statsTitle}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {stats().map((stat) => (
            <StatCard
              key={stat.label}
              icon={STAT_ICONS[stat.icon]}
              value={typeof stat.value === "number" ? formatNumber(stat.value) : stat.value}
              label={stat.label}
              hint={stat.hint}
              tone={STAT_TONES[stat.icon]}
            />
          ))}
        </div>
      </section>

      <Section title={COPY.riskTitle} description={COPY.riskDescription}>
        <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {RISK_CUSTOMERS.map((customer) => {
            const level = riskLevel(customer.score);
            const tone = LEVEL_TONES[level];
            return (
              <li key={customer.account} className="flex min-w-0 flex-col rounded-lg border border-line bg-surface p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 break-words font-semibold text-ink">{customer.name}</h3>
                  <Badge tone={tone}>{RISK_LABELS[level]}</Badge>
                </div>
                <p className="mt-1 text-xs text-muted">
                  {customer.account} · {customer.category}
                </p>
                <div className="mt-3 flex items-center justify-between gap-2 text-sm">
                  <span className="text-muted">{COPY.scoreLabel}</span>
                  <span className="font-bold text-ink">{customer.score}/100</span>
                </div>
                <div className="mt-1">
                  <ProgressBar value={customer.score} label={`${COPY.scoreLabel}: ${customer.name}`} tone={tone} />
                </div>
                <p className="mt-3 text-sm text-ink">
                  Em aberto: <span className="font-semibold">{formatMoney(customer.openAmount)}</span>
                </p>
                <p className="mt-3 text-xs font-semibold text-muted">{COPY.factorsLabel}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
                  {customer.factors.map((factor) => (
                    <li key={factor} className="break-words">
                      {factor}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 break-words rounded-md bg-white p-2 text-sm text-ink">
                  <span className="font-semibold text-brand-800">{COPY.actionLabel}: </span>
                  {customer.action}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={COPY.timelineTitle}>
        <ol className="grid gap-4 xl:grid-cols-5">
          {TIMELINE.map((step) => (
            <li key={step.day} className="flex min-w-0 gap-3 xl:flex-col">
              <span className="inline-flex h-10 min-w-12 shrink-0 items-center justify-center self-start rounded-full bg-brand-700 px-2 text-sm font-bold text-white">
                {step.day}
              </span>
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-ink">{step.title}</h3>
                <p className="break-words text-sm text-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={COPY.segmentsTitle} className="min-w-0">
          <ul className="space-y-4">
            {SEGMENTS.map((segment) => {
              const share = segmentShare(segment);
              return (
                <li key={segment.level}>
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <Badge tone={LEVEL_TONES[segment.level]}>{RISK_LABELS[segment.level]}</Badge>
                    <span className="text-ink">
                      <span className="font-semibold">{formatNumber(segment.customers)}</span> clientes ·{" "}
                      {formatPercent(share, 1)}
                    </span>
                  </div>
                  <div className="mt-2">
                    <ProgressBar
                      value={share}
                      label={`${RISK_LABELS[segment.level]}: ${formatPercent(share, 1)} da carteira`}
                      tone={LEVEL_TONES[segment.level]}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>

        <AgentList title={COPY.agentsTitle} agents={AGENTS} />
      </div>
    </InitiativePage>
  );
}
