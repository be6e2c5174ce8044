import { AlertTriangle, type Bot, CalendarClock, TrendingUp, Users } from "lucide-react";
import { MarkedItem } from "#app/components/ui/marked-item.tsx";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { AgentList } from "#app/initiatives/shared/agent-list.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { PortfolioChart } from "./portfolio-chart.tsx";
import { ProgressBar, Section, NamedStatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { formatMoney, formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import {
  AGENTS,
  COPY,
  presenterKey,
  RISK_CUSTOMERS,
  RISK_LABELS,
  riskLevel,
  type RiskLevel,
  SEGMENTS,
  segmentShare,
  type StatIcon,
  stats,
  TIMELINE,
} from "./data.ts";
import { BulletList } from "#app/initiatives/shared/bullet-list.tsx";

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
      <StatGrid title={COPY.statsTitle} columns={4} presenterKey={presenterKey}>
        <NamedStatCards figures={stats()} icons={STAT_ICONS} tones={STAT_TONES} />
      </StatGrid>

      <Section title={COPY.riskTitle} description={COPY.riskDescription}>
        <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {RISK_CUSTOMERS.map((customer) => {
            const level = riskLevel(customer.score);
            const tone = LEVEL_TONES[level];
            return (
              <li key={customer.account} className="flex min-w-0 flex-col rounded-lg border border-line bg-surface p-4">
                {/* Badge first and the name held to two lines, so the score bars line up across the cards. */}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone={tone}>{RISK_LABELS[level]}</Badge>
                  <span className="text-xs text-muted">{customer.account}</span>
                </div>
                <h3 className="mt-2 line-clamp-2 min-h-[2lh] break-words font-semibold text-ink" title={customer.name}>
                  {customer.name}
                </h3>
                <p className="text-xs text-muted">{customer.category}</p>
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
                <BulletList className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink" items={customer.factors} />
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
        <ol className="relative grid gap-4 xl:grid-cols-5">
          {/* The rail joining D-30 to D0: down the markers' centres on narrow screens, across them on wide ones. */}
          <span aria-hidden className="absolute bottom-5 left-7 top-5 w-0.5 bg-brand-200 xl:hidden" />
          {/* Five columns with 1rem gaps: the last marker's centre is 1.75rem into the last fifth. */}
          <span
            aria-hidden
            className="absolute left-7 right-[calc(20%-2.55rem)] top-5 hidden h-0.5 bg-brand-200 xl:block"
          />
          {TIMELINE.map((step) => (
            <MarkedItem
              key={step.day}
              className="relative flex min-w-0 gap-3 xl:flex-col"
              mark={
                <span className="inline-flex h-10 w-14 shrink-0 items-center justify-center self-start rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-white">
                  {step.day}
                </span>
              }
              title={step.title}
            >
              {step.description}
            </MarkedItem>
          ))}
        </ol>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={COPY.segmentsTitle} className="min-w-0">
          <PortfolioChart
            figures={
              <ul className="grid gap-2 sm:grid-cols-3">
                {SEGMENTS.map((segment) => (
                  <li key={segment.level} className="flex flex-col gap-1 text-sm text-ink">
                    <Badge tone={LEVEL_TONES[segment.level]} className="self-start">
                      {RISK_LABELS[segment.level]}
                    </Badge>
                    <span>
                      <span className="font-semibold tabular-nums">{formatNumber(segment.customers)}</span> clientes ·{" "}
                      {formatPercent(segmentShare(segment), 1)}
                    </span>
                  </li>
                ))}
              </ul>
            }
          />
        </Section>

        <AgentList title={COPY.agentsTitle} agents={AGENTS} />
      </div>
    </InitiativePage>
  );
}
