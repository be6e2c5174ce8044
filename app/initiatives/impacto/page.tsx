import { Link } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import { ArrowLeft, Brain, Cpu, Droplets, Gauge, Leaf, PiggyBank, ShieldCheck, Smile, Users, Zap } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { MarkedItem } from "#app/components/ui/marked-item.tsx";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { Section } from "#app/initiatives/shared/stat-card.tsx";
import { useAiProvider } from "#app/lib/use-ai-provider.ts";
import {
  agentBubbles,
  closing,
  consolidatedBenefits,
  headlineFigures,
  presenterKey,
  providerCredit,
  type ImpactIconName,
} from "./data.ts";
import { KNOWLEDGE_ICONS } from "#app/initiatives/shared/knowledge-icons.ts";

const ICONS: Record<ImpactIconName, LucideIcon> = {
  ...KNOWLEDGE_ICONS,
  droplets: Droplets,
  zap: Zap,
  brain: Brain,
  "piggy-bank": PiggyBank,
  gauge: Gauge,
  smile: Smile,
  users: Users,
  "shield-check": ShieldCheck,
  leaf: Leaf,
};

export default function Page() {
  const provider = useAiProvider();
  return (
    <InitiativePage
      slug="impacto"
      subtitle="O resultado consolidado das iniciativas de inteligência artificial: agentes especialistas trabalhando juntos por um saneamento mais eficiente."
      badge={<Badge tone="success">Resultados consolidados</Badge>}
    >
      <Section
        title="Ecossistema de agentes"
        quietOnSlide
        description="Dez frentes de IA integradas na mesma arquitetura, do faturamento à predição."
      >
        {/* On a projector the bubbles become one or two rows of chips, so the figures below share the first screen. */}
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-5 presenter:flex presenter:flex-wrap presenter:justify-center presenter:gap-3">
          {agentBubbles.map((bubble) => {
            const Icon = ICONS[bubble.icon];
            return (
              <li
                key={bubble.label}
                className="flex min-w-0 flex-col items-center text-center presenter:flex-row presenter:gap-2 presenter:rounded-full presenter:bg-brand-50 presenter:py-1 presenter:pl-1 presenter:pr-4"
              >
                <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-brand-100 presenter:h-10 presenter:w-10 presenter:shadow-none presenter:ring-0">
                  <Icon aria-hidden className="h-7 w-7 presenter:h-5 presenter:w-5" />
                </span>
                <span className="mt-2 font-semibold text-brand-900 presenter:mt-0">{bubble.label}</span>
                <span className="break-words text-xs text-muted presenter:sr-only">{bubble.caption}</span>
              </li>
            );
          })}
        </ul>
      </Section>

      <section
        aria-labelledby="impact-figures-title"
        {...presenterKeyAttrs(presenterKey)}
        className="rounded-xl bg-brand-900 p-5 text-white shadow-sm md:p-6"
      >
        <h2 id="impact-figures-title" className="text-lg font-semibold">
          Impacto em números
        </h2>
        <ul className="mt-4 grid gap-4 lg:grid-cols-3">
          {headlineFigures.map((figure) => {
            const Icon = ICONS[figure.icon];
            return (
              <li key={figure.id} className="min-w-0 rounded-lg border border-white/20 p-4">
                <Icon aria-hidden className="h-6 w-6" />
                <p className="mt-2 whitespace-nowrap text-3xl font-bold xl:text-4xl presenter:2xl:text-6xl">
                  {figure.value}
                </p>
                <p className="mt-1 font-semibold">{figure.label}</p>
                <p className="mt-1 text-sm">{figure.hint}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <Section
        title="Benefícios consolidados"
        description="O que a companhia, os clientes e as equipes ganham com as iniciativas."
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {consolidatedBenefits.map((benefit) => {
            const Icon = ICONS[benefit.icon];
            return (
              <MarkedItem
                key={benefit.title}
                className="flex min-w-0 items-start gap-3 rounded-lg border border-line bg-surface p-4"
                mark={
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                    <Icon aria-hidden className="h-5 w-5" />
                  </span>
                }
                title={benefit.title}
                textClassName="mt-1 break-words text-sm text-muted"
              >
                {benefit.description}
              </MarkedItem>
            );
          })}
        </ul>
      </Section>

      <section
        aria-labelledby="impact-closing-title"
        className="rounded-xl border border-line bg-brand-50 p-5 text-center shadow-sm md:p-8"
      >
        <h2 id="impact-closing-title" className="text-xl font-bold text-brand-900 md:text-2xl">
          {closing.title}
        </h2>
        <p className="mx-auto mt-3 max-w-3xl break-words text-ink">{closing.text}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden className="h-5 w-5" />
            Voltar ao Dashboard
          </Link>
        </Button>
      </section>

      <footer className="flex flex-wrap items-center justify-center gap-2 pb-2 text-center text-sm text-muted">
        <Cpu aria-hidden className="h-4 w-4 shrink-0" />
        <span className="break-words">{providerCredit(provider)}</span>
      </footer>
    </InitiativePage>
  );
}
