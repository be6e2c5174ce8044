import { Bot, CheckCircle2, Circle, Clock, FileText, Send, ShieldCheck, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconCardList } from "#app/initiatives/shared/icon-card.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { ProgressBar, Section, NamedStatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { useInterval } from "#app/lib/use-interval.ts";
import { cn } from "#app/lib/utils.ts";
import {
  AGENTS,
  CHECKLIST,
  checklistState,
  COPY,
  GENERATED_RESPONSE,
  GUARANTEES,
  nextProgress,
  NOTICE,
  presenterKey,
  PROGRESS_INTERVAL_MS,
  PROGRESS_MAX,
  SUMMARY,
  type SummaryFigure,
  TIMELINE,
} from "./data.ts";
import { BulletList } from "#app/initiatives/shared/bullet-list.tsx";

const SUMMARY_ICONS: Record<SummaryFigure["icon"], typeof FileText> = {
  file: FileText,
  shield: ShieldCheck,
  clock: Clock,
};

const SUMMARY_TONES: Record<SummaryFigure["icon"], Tone> = {
  file: "info",
  shield: "success",
  clock: "info",
};

export default function Page() {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);

  useInterval(
    () => {
      const next = nextProgress(progress);
      setProgress(next);
      if (next >= PROGRESS_MAX) setRunning(false);
    },
    running ? PROGRESS_INTERVAL_MS : null,
  );

  const start = () => {
    setProgress(0);
    setRunning(true);
  };

  const lit = checklistState(progress);
  const done = !running && progress >= PROGRESS_MAX;

  return (
    <InitiativePage slug="gereg" subtitle={COPY.subtitle} badge={<Badge tone="info">{COPY.badge}</Badge>}>
      <StatGrid title={COPY.summaryTitle} columns={3}>
        <NamedStatCards figures={SUMMARY} icons={SUMMARY_ICONS} tones={SUMMARY_TONES} />
      </StatGrid>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={COPY.noticeSectionTitle} description={COPY.noticeSectionDescription} className="min-w-0">
          {/* The action first: on a projector it must be on the first screen, above the notice's long text. */}
          <Button
            type="button"
            className="mb-4 w-full sm:w-auto"
            onClick={start}
            disabled={running}
            {...presenterKeyAttrs(presenterKey)}
          >
            <Sparkles aria-hidden className="h-4 w-4" />
            {running ? COPY.generatingLabel : COPY.generateLabel}
          </Button>
          <article className="rounded-lg border border-line bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-brand-800">{NOTICE.number}</h3>
              <span className="text-xs text-muted">Recebido em {NOTICE.receivedAt}</span>
            </div>
            <p className="mt-1 break-words text-sm text-muted">{NOTICE.sender}</p>
            <p className="mt-3 break-words text-sm font-semibold text-ink">Assunto: {NOTICE.subject}</p>
            {/* On the slide the notice shows its subject and requests; the presenter tells the rest. */}
            {NOTICE.body.map((paragraph) => (
              <p key={paragraph} className="mt-2 break-words text-sm text-ink presenter:hidden">
                {paragraph}
              </p>
            ))}
            <BulletList className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink" items={NOTICE.requests} />
          </article>
        </Section>

        <Section title={COPY.checklistTitle} className="min-w-0">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <ProgressBar value={progress} label={COPY.progressLabel} tone={done ? "success" : "info"} />
            </div>
            <span className="w-12 shrink-0 text-right text-sm font-semibold text-ink">{progress}%</span>
          </div>
          <ol className="mt-4 space-y-2">
            {CHECKLIST.map((line, index) => {
              const on = lit[index] ?? false;
              return (
                <li
                  key={line.checkpoint}
                  className={cn(
                    "flex items-start gap-3 rounded-lg border p-3 text-sm",
                    on ? "border-success/30 bg-success-soft text-success" : "border-line bg-white text-muted",
                  )}
                >
                  {on ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  ) : (
                    <Circle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  )}
                  <span className="min-w-0 flex-1 break-words font-medium">{line.label}</span>
                  <span className="shrink-0 text-xs">{on ? "Concluído" : `${line.checkpoint}%`}</span>
                </li>
              );
            })}
          </ol>

          <div aria-live="polite" className="mt-4">
            {done ? (
              <article className="rounded-lg border border-success/30 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-ink">{COPY.resultTitle}</h3>
                  <Badge tone="success">
                    <ShieldCheck aria-hidden className="h-3.5 w-3.5" />
                    {COPY.resultBadge}
                  </Badge>
                </div>
                <p className="mt-1 text-xs font-medium text-muted">{GENERATED_RESPONSE.reference}</p>
                <p className="mt-2 break-words text-sm text-ink">{GENERATED_RESPONSE.excerpt}</p>
                <p className="mt-3 text-xs font-semibold text-muted">Referências citadas</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-muted">
                  {GENERATED_RESPONSE.citations.map((citation) => (
                    <li key={citation}>{citation}</li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm">
                    <FileText aria-hidden className="h-4 w-4" />
                    {COPY.reviewLabel}
                  </Button>
                  <Button type="button" variant="primary" size="sm">
                    <Send aria-hidden className="h-4 w-4" />
                    {COPY.sendLabel}
                  </Button>
                </div>
              </article>
            ) : null}
          </div>
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={COPY.timelineTitle} className="min-w-0">
          <ol className="space-y-4">
            {TIMELINE.map((event, index) => (
              <li key={event.label} className="relative flex gap-3">
                <span
                  className={cn(
                    "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
                    event.status === "done" ? "bg-success text-white" : "bg-warning text-white",
                  )}
                >
                  {event.status === "done" ? (
                    <CheckCircle2 aria-hidden className="h-4 w-4" />
                  ) : (
                    <Clock aria-hidden className="h-4 w-4" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    <span className="sr-only">Etapa {index + 1}: </span>
                    {event.label}
                  </p>
                  <p
                    className={cn(
                      "break-words text-sm",
                      event.status === "done" ? "text-muted" : "font-semibold text-warning",
                    )}
                  >
                    {event.detail}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section title={COPY.guaranteesTitle} description={COPY.guaranteesDescription} className="min-w-0">
          <CheckList items={GUARANTEES} icon={ShieldCheck} />
        </Section>
      </div>

      <Section title={COPY.agentsTitle}>
        <IconCardList
          icon={Bot}
          className="grid gap-4 sm:grid-cols-2"
          items={AGENTS.map((agent) => ({
            title: agent.name,
            body: (
              <>
                <p>{agent.role}</p>
                <p className="font-semibold text-success">{agent.impact}</p>
              </>
            ),
          }))}
        />
      </Section>
    </InitiativePage>
  );
}
