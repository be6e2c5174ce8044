import type { LucideIcon } from "lucide-react";
import { Bot, CheckCircle2, Clock, MessageSquare, Star, Ticket, TrendingUp, Users, Wrench } from "lucide-react";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconCard, StepNumber } from "#app/initiatives/shared/icon-card.tsx";
import { ProgressBar, Section, NamedStatList } from "#app/initiatives/shared/stat-card.tsx";
import { ShareBar } from "#app/initiatives/shared/share-bar.tsx";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import {
  flowSteps,
  installationAgent,
  presenterKey,
  knowledgeBaseInitiative,
  satisfactionMetrics,
  supportFigures,
  supportStats,
  tickets,
  type SupportIconName,
  type SupportTicket,
  type TicketStatus,
} from "./data.ts";

const ICONS: Record<SupportIconName, LucideIcon> = {
  "message-square": MessageSquare,
  bot: Bot,
  wrench: Wrench,
  clock: Clock,
  ticket: Ticket,
  "check-circle": CheckCircle2,
  users: Users,
};

const STATUS_TONE: Record<TicketStatus, Tone> = {
  Resolvido: "success",
  "Em andamento": "info",
  "Aguardando usuário": "warning",
  "Escalado ao técnico": "neutral",
};

export default function Page() {
  return (
    <InitiativePage
      slug="suporte-n1"
      subtitle={`Atendimento técnico remoto de primeiro nível com o ${installationAgent.name}, da iniciativa ${knowledgeBaseInitiative.name}.`}
      badge={<Badge tone="success">Ativo</Badge>}
    >
      <NamedStatList label="Indicadores do suporte" presenterKey={presenterKey} figures={supportStats} icons={ICONS} />

      <Section
        title="Como funciona"
        description="Três passos do chamado ao encerramento, com o técnico acionado só quando é preciso."
      >
        <ol className="grid gap-4 md:grid-cols-3">
          {flowSteps.map((step) => (
            <IconCard
              key={step.number}
              mark={<StepMark number={step.number} icon={ICONS[step.icon]} />}
              title={step.title}
            >
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{step.actor}</p>
              <p>{step.description}</p>
            </IconCard>
          ))}
        </ol>
      </Section>

      <Section title="Chamados em atendimento" description="Acompanhamento em tempo real dos chamados abertos hoje.">
        <ul className="grid gap-4 md:grid-cols-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="min-w-0">
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Satisfação dos usuários" description="Avaliações registradas ao encerrar cada chamado.">
          <div className="flex flex-wrap items-center gap-3">
            <Star aria-hidden className="h-8 w-8 shrink-0 text-warning" />
            <p className="text-3xl font-bold text-ink">
              {formatNumber(supportFigures.satisfactionScore, 1)}
              <span className="text-lg font-semibold text-muted">
                {" "}
                / {formatNumber(supportFigures.satisfactionScale)}
              </span>
            </p>
            <p className="text-sm text-muted">{formatNumber(supportFigures.ratingsThisMonth)} avaliações no mês</p>
          </div>
          <ul className="mt-4 space-y-3">
            {satisfactionMetrics.map((metric) => (
              <li key={metric.label} className="text-sm">
                <ShareBar
                  label={<span className="min-w-0 break-words text-ink">{metric.label}</span>}
                  figures={<span className="font-semibold text-success">{formatPercent(metric.percent)}</span>}
                  percent={metric.percent}
                  color="bg-success"
                />
              </li>
            ))}
          </ul>
        </Section>

        <Section title={installationAgent.name} description={installationAgent.role}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-brand-800">Habilidades</h3>
          <CheckList items={installationAgent.skills} iconClassName="text-brand-700" className="mt-2 space-y-2" />
          <p className="mt-4 flex items-start gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-semibold text-success">
            <TrendingUp aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{installationAgent.impact}</span>
          </p>
        </Section>
      </div>
    </InitiativePage>
  );
}

/** A flow step's number, then the icon of who acts in it. */
function StepMark({ number, icon: Icon }: { number: number; icon: LucideIcon }) {
  return (
    <span className="flex shrink-0 items-center gap-1.5">
      <StepNumber value={number} />
      <Icon aria-hidden className="h-5 w-5 text-brand-700" />
    </span>
  );
}

function TicketCard({ ticket }: { ticket: SupportTicket }) {
  const tone = STATUS_TONE[ticket.status];
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-brand-800">{ticket.id}</span>
        <Badge tone={tone}>{ticket.status}</Badge>
      </div>
      <h3 className="mt-2 break-words font-semibold text-ink">{ticket.title}</h3>
      <p className="mt-1 break-words text-sm text-muted">
        {ticket.requester} · {ticket.category} · aberto às {ticket.openedAt}
      </p>
      <div className="mt-auto pt-3">
        <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted">Progresso</span>
          <span className="font-semibold text-ink">{formatPercent(ticket.progress)}</span>
        </div>
        <ProgressBar
          value={ticket.progress}
          label={`Progresso do chamado ${ticket.id}`}
          tone={tone === "neutral" ? "info" : tone}
        />
        <p className="mt-2 break-words text-sm text-ink">{ticket.currentStep}</p>
      </div>
    </article>
  );
}
