import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Droplets,
  Gauge,
  MapPin,
  PiggyBank,
  Power,
  Search,
  Truck,
  Zap,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { IconCard, StepNumber } from "#app/initiatives/shared/icon-card.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { PumpingChart } from "./pumping-chart.tsx";
import { ProgressBar, Section, StatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { formatMoneyCompact, formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import {
  dispatchNotice,
  howItWorks,
  kpis,
  leakAlert,
  optimisations,
  optimisationStatusTones,
  presenterKey,
  pumpLabel,
  type Tank,
  tanks,
  tankStatusTones,
} from "./data.ts";

export default function Page() {
  return (
    <InitiativePage
      slug="otimizacao-energetica"
      subtitle="A IA decide quando e quanto bombear, aproveita a gravidade e as tarifas mais baratas e encontra vazamentos antes que virem prejuízo."
      badge={<Badge tone="success">Otimização ativa</Badge>}
    >
      <StatGrid title="Resultados da otimização" columns={4} presenterKey={presenterKey}>
        <StatCards
          cards={[
            {
              icon: Zap,
              value: `-${formatPercent(kpis.energyReductionPercent)}`,
              label: "Consumo de energia",
              hint: "Menos energia no bombeamento",
              tone: "success",
            },
            {
              icon: PiggyBank,
              value: formatMoneyCompact(kpis.annualSaving),
              label: "Economia anual",
              hint: "Energia e água recuperada",
              tone: "success",
            },
            {
              icon: Search,
              value: formatNumber(kpis.leaksDetectedPerMonth),
              label: "Vazamentos detectados por mês",
              hint: "Inclusive os não visíveis",
              tone: "info",
            },
            {
              icon: Droplets,
              value: `-${formatPercent(kpis.lossReductionPercent)}`,
              label: "Perdas de água",
              hint: "Redução no sistema de distribuição",
              tone: "success",
            },
          ]}
        />
      </StatGrid>

      <Section
        title="Reservatórios em tempo real"
        description="Estado de cada reservatório e da sua bomba, decidido pelo otimizador."
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {tanks.map((tank) => (
            <li key={tank.id} className="min-w-0 rounded-lg border border-line bg-surface p-4">
              <TankStatus tank={tank} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Bombeamento nas 24 horas"
        description="Potência da bomba do Reservatório Central, hora a hora, sobre as faixas da tarifa de energia."
      >
        <PumpingChart />
      </Section>

      <LeakAlertPanel />

      <Section title="Otimização em tempo real" description="Decisões tomadas pela IA neste momento.">
        <ul className="space-y-3">
          {optimisations.map((item) => (
            <li key={item.title} className="rounded-lg border border-line p-3">
              <TitledStatus
                title={<p className="font-medium text-ink">{item.title}</p>}
                detail={item.detail}
                status={item.status}
                tone={optimisationStatusTones[item.status]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Como funciona"
        description="Energia é o segundo maior custo de uma companhia de saneamento; a maior parte vai para o bombeamento."
      >
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {howItWorks.map((step, index) => (
            <IconCard key={step.title} mark={<StepNumber value={index + 1} />} title={step.title}>
              <p>{step.detail}</p>
            </IconCard>
          ))}
        </ol>
      </Section>
    </InitiativePage>
  );
}

/** A reservoir as the optimiser left it: its status, its level, its pump and what the optimiser noted. */
function TankStatus({ tank }: { tank: Tank }) {
  return (
    <>
      <TitledStatus
        title={<h3 className="font-semibold text-ink">{tank.name}</h3>}
        detail={tank.sector}
        status={tank.status}
        tone={tankStatusTones[tank.status]}
      />
      <div className="mt-4 flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-muted">Nível</span>
        <span className="text-2xl font-bold text-ink">{formatPercent(tank.level)}</span>
      </div>
      <div className="mt-1">
        <ProgressBar value={tank.level} label={`Nível do ${tank.name}`} />
      </div>
      <dl className="mt-4 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted">Bomba</dt>
          <dd className={cn("flex items-start gap-1.5 font-semibold", tank.pumpOn ? "text-success" : "text-ink")}>
            <Power aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {pumpLabel(tank.pumpOn)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">Potência</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-ink">
            <Gauge aria-hidden className="h-4 w-4" /> {formatNumber(tank.powerKw)} kW
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">{tank.note}</p>
    </>
  );
}

/** The leak the network's readings point to, and the crew it can send (which the page then says is on its way). */
function LeakAlertPanel() {
  const [dispatched, setDispatched] = useState(false);
  return (
    <section className="rounded-xl border border-danger bg-danger-soft p-5" aria-labelledby="leak-alert-title">
      <div className="flex flex-wrap items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="leak-alert-title" className="text-lg font-semibold text-danger">
              Alerta de vazamento
            </h2>
            <Badge tone="danger">Alerta</Badge>
          </div>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <dt className="flex items-center gap-1 text-xs font-medium text-muted">
                <MapPin aria-hidden className="h-3.5 w-3.5" /> Local
              </dt>
              <dd className="break-words font-semibold text-ink">
                {leakAlert.location} · {leakAlert.sector}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-xs font-medium text-muted">
                <Droplets aria-hidden className="h-3.5 w-3.5" /> Perda estimada
              </dt>
              <dd className="text-xl font-bold text-danger">{formatNumber(leakAlert.estimatedLossLph)} L/h</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-xs font-medium text-muted">
                <Clock aria-hidden className="h-3.5 w-3.5" /> Detectado
              </dt>
              <dd className="font-semibold text-ink">{leakAlert.detectedAgo}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-ink">{leakAlert.evidence}</p>
          <div className="mt-4">
            <Button variant="danger" onClick={() => setDispatched(true)}>
              <Truck aria-hidden className="h-4 w-4" />
              {leakAlert.action}
            </Button>
            {dispatched ? (
              <p role="status" className="mt-3 flex items-start gap-1.5 rounded-md bg-white p-2 text-sm text-success">
                <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{dispatchNotice}</span>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A title with a line under it, and its status as a badge at the row's end (wrapping under it when narrow). */
function TitledStatus({
  title,
  detail,
  status,
  tone,
}: {
  title: ReactNode;
  detail: string;
  status: string;
  tone: Tone;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0 flex-1">
        {title}
        <p className="text-sm text-muted">{detail}</p>
      </div>
      <Badge tone={tone}>{status}</Badge>
    </div>
  );
}
