import type { LucideIcon } from "lucide-react";
import { Bot, Layers, Network, Plug, Sparkles, Target, TrendingUp, Workflow } from "lucide-react";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconBadge, IconCard } from "#app/initiatives/shared/icon-card.tsx";
import { Section, NamedStatList } from "#app/initiatives/shared/stat-card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  architecture,
  knowledgeInitiatives,
  presenterKey,
  summaryCards,
  tabLabel,
  tabRows,
  totalAgents,
  type ArchitecturePillar,
  type KnowledgeColor,
  type KnowledgeInitiative,
  type SpecialistAgent,
  type SummaryIconName,
} from "./data.ts";
import { KNOWLEDGE_ICONS } from "#app/initiatives/shared/knowledge-icons.ts";

const SUMMARY_ICONS: Record<SummaryIconName, LucideIcon> = {
  layers: Layers,
  bot: Bot,
  target: Target,
  "trending-up": TrendingUp,
};

/** The efficiency gain (the trending-up card) is the one figure shown as a success. */
const SUMMARY_TONES: Record<SummaryIconName, Tone> = {
  layers: "info",
  bot: "info",
  target: "info",
  "trending-up": "success",
};

const PILLAR_ICONS: Record<ArchitecturePillar["id"], LucideIcon> = {
  orchestration: Workflow,
  specialisation: Sparkles,
  integration: Plug,
};

/** Solid fills with white text (all at least 4.5:1; darker in presenter mode). */
const COLOR_FILL: Record<KnowledgeColor, string> = {
  brand: "bg-brand-700 text-white",
  accent: "bg-accent-600 text-white",
  success: "bg-success text-white",
  warning: "bg-warning text-white",
  danger: "bg-danger text-white",
  info: "bg-brand-900 text-white",
};

const [firstRow, secondRow] = tabRows(knowledgeInitiatives);

export default function Page() {
  const cards = summaryCards(knowledgeInitiatives);
  const agentCount = totalAgents(knowledgeInitiatives);
  return (
    <InitiativePage
      slug="agentes-especialistas"
      subtitle="Base de conhecimento das iniciativas de IA: o objetivo de cada frente e os agentes especialistas que trabalham nela."
      badge={<Badge tone="success">{agentCount} agentes ativos</Badge>}
    >
      <NamedStatList
        label="Resumo da base de conhecimento"
        presenterKey={presenterKey}
        figures={cards}
        icons={SUMMARY_ICONS}
        tones={SUMMARY_TONES}
      />

      <section aria-labelledby="kb-initiatives-title" className="space-y-4 presenter:space-y-3">
        <h2 id="kb-initiatives-title" className="text-lg font-semibold text-ink">
          Iniciativas e seus agentes
        </h2>
        <Tabs defaultValue={knowledgeInitiatives[0]?.id} className="space-y-4 presenter:space-y-3">
          <div className="space-y-2">
            <InitiativeTabRow initiatives={firstRow} label="Iniciativas (primeira linha)" />
            <InitiativeTabRow initiatives={secondRow} label="Iniciativas (segunda linha)" />
          </div>
          {knowledgeInitiatives.map((initiative) => (
            <TabsContent key={initiative.id} value={initiative.id} className="focus-visible:outline-none">
              <InitiativePanel initiative={initiative} />
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <Section title={architecture.title} description={architecture.description}>
        <ul className="grid gap-4 md:grid-cols-3">
          {architecture.pillars.map((pillar) => (
            <IconCard key={pillar.id} mark={<IconBadge icon={PILLAR_ICONS[pillar.id]} />} title={pillar.title}>
              <p>{pillar.description}</p>
            </IconCard>
          ))}
        </ul>
        <div className="mt-6">
          <h3 className="flex items-center gap-2 font-semibold text-brand-800">
            <Network aria-hidden className="h-4 w-4" />
            {architecture.benefitsTitle}
          </h3>
          <CheckList items={architecture.benefits} className="mt-3 grid gap-2 sm:grid-cols-2" />
        </div>
      </Section>
    </InitiativePage>
  );
}

function InitiativeTabRow({ initiatives, label }: { initiatives: readonly KnowledgeInitiative[]; label: string }) {
  return (
    <TabsList aria-label={label} className="gap-1">
      {initiatives.map((initiative) => {
        const Icon = KNOWLEDGE_ICONS[initiative.icon];
        const name = tabLabel(initiative.name);
        return (
          <TabsTrigger key={initiative.id} value={initiative.id} className="min-w-0 gap-2">
            {/* Icon only on small screens; from lg the label shows (icon again from xl, where there is room). */}
            <Icon aria-hidden className="h-4 w-4 shrink-0 lg:hidden xl:block" />
            <span className="hidden whitespace-nowrap lg:inline">{name}</span>
            <span className="sr-only lg:hidden">{name}</span>
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}

function InitiativePanel({ initiative }: { initiative: KnowledgeInitiative }) {
  const Icon = KNOWLEDGE_ICONS[initiative.icon];
  return (
    <div className="space-y-4 rounded-xl border border-line bg-white p-5 shadow-sm presenter:p-4">
      <div className="flex flex-wrap items-start gap-4">
        <span
          className={cn(
            "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl",
            COLOR_FILL[initiative.color],
          )}
        >
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="break-words text-lg font-semibold text-brand-900">{initiative.name}</h3>
            <Badge tone="info">
              {initiative.agents.length} {initiative.agents.length === 1 ? "agente" : "agentes"}
            </Badge>
          </div>
          <p className="mt-1 break-words text-sm text-ink">
            <span className="font-semibold">Objetivo: </span>
            {initiative.goal}
          </p>
        </div>
      </div>
      {/* Two agents share the row between them (on a 1366×768 projector three narrow columns made the cards too
          tall to share a slide with the tabs). */}
      <ul className={cn("grid gap-4 md:grid-cols-2", initiative.agents.length > 2 && "xl:grid-cols-3")}>
        {initiative.agents.map((agent) => (
          <li key={agent.name} className="min-w-0">
            <AgentCard agent={agent} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AgentCard({ agent }: { agent: SpecialistAgent }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-surface p-4">
      <div className="flex items-center gap-2">
        <Bot aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
        <h4 className="min-w-0 break-words font-semibold text-ink">{agent.name}</h4>
      </div>
      <p className="mt-2 break-words text-sm text-muted">{agent.role}</p>
      <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-brand-800">Habilidades</p>
      <CheckList items={agent.skills} iconClassName="text-brand-700" className="mt-1 space-y-1" />
      <p className="mt-auto pt-3">
        <span className="flex items-start gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-semibold text-success">
          <TrendingUp aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Impacto: </span>
            {agent.impact}
          </span>
        </span>
      </p>
    </article>
  );
}
