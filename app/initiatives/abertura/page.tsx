import { Link } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import { ArrowRight, BarChart3, ChevronRight, Headset, Lightbulb, ShieldCheck, Target, Trophy } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconBadge, IconCard } from "#app/initiatives/shared/icon-card.tsx";
import { Section } from "#app/initiatives/shared/stat-card.tsx";
import { initiativePath, initiatives } from "#app/initiatives/registry.ts";
import { useProduct } from "#app/lib/use-product.ts";
import {
  exploreAction,
  journey,
  opening,
  openingCards,
  presenterKey,
  type OpeningCard,
  type OpeningIconName,
} from "./data.ts";

const ICONS: Record<OpeningIconName, LucideIcon> = {
  target: Target,
  lightbulb: Lightbulb,
  trophy: Trophy,
  headset: Headset,
  "bar-chart-3": BarChart3,
  "shield-check": ShieldCheck,
};

function titleOf(slug: string): string {
  return initiatives.find((initiative) => initiative.slug === slug)?.title ?? slug;
}

export default function Page() {
  const { utilityName } = useProduct();
  return (
    <InitiativePage
      slug="abertura"
      subtitle={`${utilityName}: como a inteligência artificial apoia as pessoas que cuidam da nossa água.`}
      badge={<Badge tone="info">Apresentação institucional</Badge>}
    >
      <section
        aria-labelledby="opening-title"
        {...presenterKeyAttrs(presenterKey)}
        className="rounded-xl bg-brand-900 p-6 text-white shadow-sm md:p-8"
      >
        <p className="text-sm font-semibold uppercase tracking-wide">{opening.eyebrow}</p>
        <h2 id="opening-title" className="mt-2 break-words text-2xl font-bold md:text-3xl">
          {opening.title}
        </h2>
        <p className="mt-3 max-w-3xl break-words">{opening.text}</p>
        <Button asChild variant="light" size="lg" className="mt-6">
          <Link to={exploreAction.to}>
            {exploreAction.label}
            <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </Button>
      </section>

      <ul className="grid gap-4 lg:grid-cols-3">
        {openingCards.map((card) => (
          <li key={card.id} className="min-w-0">
            <OpeningCardView card={card} />
          </li>
        ))}
      </ul>

      <Section
        title="O que você vai conhecer"
        description="As iniciativas da apresentação, agrupadas pela área que transformam."
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {journey.map((stage) => (
            <IconCard key={stage.title} mark={<IconBadge icon={ICONS[stage.icon]} />} title={stage.title}>
              <ul className="space-y-2">
                {stage.slugs.map((slug) => (
                  <li key={slug}>
                    <Link
                      to={initiativePath(slug)}
                      className="inline-flex max-w-full items-center gap-1 break-words text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      <ChevronRight aria-hidden className="h-4 w-4 shrink-0" />
                      <span className="min-w-0">{titleOf(slug)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </ul>
      </Section>
    </InitiativePage>
  );
}

function OpeningCardView({ card }: { card: OpeningCard }) {
  const Icon = ICONS[card.icon];
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <h2 className="min-w-0 break-words text-lg font-semibold text-brand-900">{card.title}</h2>
      </div>
      <p className="mt-3 break-words text-sm text-ink">{card.description}</p>
      {card.points.length > 0 ? <CheckList items={card.points} className="mt-4 space-y-2" /> : null}
      {card.highlights ? (
        <dl className="mt-4 space-y-3">
          {card.highlights.map((highlight) => (
            <div key={highlight.label} className="rounded-lg bg-success-soft px-3 py-2">
              <dt className="text-sm font-medium text-ink">{highlight.label}</dt>
              <dd className="text-2xl font-bold text-success">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
