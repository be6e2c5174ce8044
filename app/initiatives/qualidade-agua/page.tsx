import {
  Activity,
  CalendarClock,
  CheckCircle2,
  FlaskConical,
  MapPin,
  PiggyBank,
  RefreshCw,
  ShieldCheck,
  Siren,
} from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { CheckList } from "#app/initiatives/shared/check-list.tsx";
import { IconCardList } from "#app/initiatives/shared/icon-card.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { RiskChart } from "./risk-chart.tsx";
import { ProgressBar, Section, StatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { formatMoneyCompact, formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import {
  benefits,
  figures,
  indicators,
  type Indicator,
  monitoredPoints,
  preventiveActions,
  presenterKey,
  protocolNotice,
  riskPredictions,
  riskTones,
  sample,
  statusTones,
} from "./data.ts";

function indicatorReading(indicator: Indicator): string {
  if (indicator.value === null) return indicator.reading ?? "";
  return `${formatNumber(indicator.value, indicator.decimals)} ${indicator.unit}`.trim();
}

const BORDER_TONE = {
  success: "border-line",
  warning: "border-warning",
  danger: "border-danger",
  info: "border-line",
  neutral: "border-line",
} as const;

export default function Page() {
  const [protocolTriggered, setProtocolTriggered] = useState(false);

  return (
    <InitiativePage
      slug="qualidade-agua"
      subtitle="Sensores e IA acompanham a potabilidade da água da captação à torneira, antecipam riscos e acionam protocolos antes que o problema chegue ao cliente."
      badge={<Badge tone="info">Monitoramento contínuo</Badge>}
    >
      <StatGrid title="Resultados do monitoramento" columns={4} presenterKey={presenterKey}>
        <StatCards
          cards={[
            {
              icon: MapPin,
              value: formatNumber(figures.monitoredPoints),
              label: "Pontos monitorados",
              hint: "Captação, ETAs, reservatórios e rede",
              tone: "info",
            },
            {
              icon: RefreshCw,
              value: `A cada ${figures.updateEveryHours}h`,
              label: "Atualização das leituras",
              hint: "Coleta automática por sondas",
              tone: "info",
            },
            {
              icon: ShieldCheck,
              value: formatNumber(figures.problemsAvoidedPerMonth),
              label: "Problemas evitados por mês",
              hint: "Antes de afetar o abastecimento",
              tone: "success",
            },
            {
              icon: PiggyBank,
              value: formatMoneyCompact(figures.savings),
              label: "Economia estimada",
              hint: "Menos intervenções corretivas e emergenciais",
              tone: "success",
            },
          ]}
        />
      </StatGrid>

      <Section title={`Amostra em análise – ponto ${sample.point}`} description={sample.location}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <FlaskConical aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink">Ponto {sample.point}</p>
              <p className="break-words text-sm text-muted">{sample.collectedAt}</p>
            </div>
          </div>
          <Badge tone={statusTones[sample.status]}>{sample.status}</Badge>
        </div>
        <div className="mt-4 flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <ProgressBar value={sample.progress} label={`Progresso da análise da amostra ${sample.point}`} />
          </div>
          <span className="shrink-0 text-sm font-semibold text-ink">{formatPercent(sample.progress)}</span>
        </div>

        <h3 className="mt-6 text-base font-semibold text-ink">Indicadores</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {indicators.map((indicator) => {
            const tone = statusTones[indicator.status];
            return (
              <li
                key={indicator.id}
                className={`flex min-w-0 flex-col rounded-lg border bg-white p-4 ${BORDER_TONE[tone]}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium text-ink">{indicator.name}</p>
                  <Badge tone={tone}>{indicator.status}</Badge>
                </div>
                <p className="mt-2 text-xl font-bold text-ink">{indicatorReading(indicator)}</p>
                <p className="mt-1 text-sm text-muted">{indicator.reference}</p>
                {indicator.action ? (
                  <div className="mt-3">
                    <Button variant="danger" size="sm" onClick={() => setProtocolTriggered(true)}>
                      <Siren aria-hidden className="h-4 w-4" />
                      {indicator.action}
                    </Button>
                    {protocolTriggered ? (
                      <p
                        role="status"
                        className="mt-2 flex items-start gap-1.5 rounded-md bg-success-soft p-2 text-sm text-success"
                      >
                        <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                        <span>{protocolNotice}</span>
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        title="Predição de risco"
        description="Probabilidade de não conformidade calculada pela IA a partir das tendências e da previsão do tempo."
      >
        <RiskChart />
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {riskPredictions.map((risk) => (
            <li key={risk.horizon} className="min-w-0 rounded-lg border border-line bg-surface p-4">
              <h3 className="font-semibold text-ink">{risk.horizon}</h3>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-2xl font-bold text-ink">
                  {risk.score}
                  <span className="text-sm font-medium text-muted"> / 100</span>
                </p>
                <Badge tone={riskTones[risk.level]}>{risk.level}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted">{risk.driver}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* Side by side the two lists' cards interleave, so no cut between slides would pass between both columns'
          cards: on a 4:3 or 16:9 projector below 1600 px they stack, each list cut between its own cards. */}
      <div className="grid gap-6 lg:grid-cols-2 presenter:max-[1599px]:grid-cols-1">
        <Section
          title="Pontos monitorados"
          quietOnSlide
          description={`${formatNumber(figures.monitoredPoints)} pontos com leituras a cada ${figures.updateEveryHours}h. Destaques agora:`}
        >
          <ul className="space-y-3">
            {monitoredPoints.map((point) => (
              <li key={point.code} className="rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-1.5 font-medium text-ink">
                    <Activity aria-hidden className="h-4 w-4 text-brand-700" />
                    {point.code}
                  </p>
                  <Badge tone={statusTones[point.status]}>{point.status}</Badge>
                </div>
                <p className="mt-1 break-words text-sm text-muted">
                  {point.name} · {point.lastReading}
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          title="Ações preventivas"
          quietOnSlide
          description="Recomendadas pela IA a partir das predições de risco."
        >
          <IconCardList
            icon={CalendarClock}
            cardClassName="bg-white p-3"
            items={preventiveActions.map((action) => ({
              title: action.title,
              body: (
                <>
                  <p>{action.detail}</p>
                  <p className="text-xs font-semibold text-brand-800">{action.when}</p>
                </>
              ),
            }))}
          />
        </Section>
      </div>

      <Section title="Benefícios">
        <CheckList items={benefits} className="grid gap-3 md:grid-cols-2" />
      </Section>
    </InitiativePage>
  );
}
