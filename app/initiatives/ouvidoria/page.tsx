import {
  AlertTriangle,
  Bot,
  CheckCircle2,
  Clock,
  Frown,
  Mail,
  MapPin,
  Meh,
  MessageCircle,
  MessagesSquare,
  Phone,
  PhoneCall,
  Smile,
  Star,
  ThumbsUp,
  type LucideIcon,
} from "lucide-react";
import { Fragment, lazy, type ReactElement, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import { Badge } from "#app/initiatives/shared/badge.tsx";
import { presenterKeyAttrs } from "#isomorphic/initiatives/presenter-key.ts";
import { usePresenter } from "#app/initiatives/presenter/presenter-provider.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { Section, StatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import { OuvidoriaAgentChat } from "./agent-chat.tsx";
import {
  buildAgentContext,
  callCenterMetrics,
  channelLabels,
  criticalCases,
  exploratoryData,
  presenterKey,
  sentimentCounts,
  sentimentWindowLabel,
  weeklyTotals,
} from "#isomorphic/initiatives/ouvidoria/data.ts";
import { RegionHeatMap } from "./heat-map.tsx";
import { WeeklyTrendChart } from "./weekly-trend-chart.tsx";
import type { CaseChannel, CriticalCase } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { BulletList } from "#app/initiatives/shared/bullet-list.tsx";
import { ShareBar } from "#app/initiatives/shared/share-bar.tsx";

// "Ver Detalhes com IA" opens it; until someone does, the page does not ship Radix Dialog for it.
const CaseDialog = lazy(() => import("./case-dialog.tsx").then((m) => ({ default: m.CaseDialog })));

const CHANNEL_ICON: Record<CaseChannel, LucideIcon> = { phone: Phone, whatsapp: MessageCircle, chat: MessagesSquare };
const DISTRIBUTION_ICON: Record<string, LucideIcon> = {
  Telefone: Phone,
  WhatsApp: MessageCircle,
  Chat: MessagesSquare,
  "E-mail": Mail,
};

function signedPercent(value: number): string {
  return `${value > 0 ? "+" : ""}${formatPercent(value, 1)}`;
}

export default function Page() {
  const context = useMemo(() => buildAgentContext(new Date()), []);
  // On stage the analyst is the walk's second step, right after the critical cases, instead of ~3,000 px down.
  // Keyed parts move without remounting, so switching the mode keeps a conversation with the analyst.
  const { active: presenting } = usePresenter();
  const onStage = ([cases, figures, analyst]: ReactElement[]) =>
    presenting ? [cases, analyst, figures] : [cases, figures, analyst];
  const [openCase, setOpenCase] = useState<CriticalCase | null>(null);
  const caseOpened = useOpenedOnce(openCase !== null);
  const [forwarded, setForwarded] = useState<string[]>([]);
  const m = callCenterMetrics;

  return (
    <InitiativePage
      slug="ouvidoria"
      subtitle="A IA acompanha em tempo real o sentimento dos clientes em todos os canais da ouvidoria, identifica casos críticos e os escala automaticamente para a equipe certa."
      badge={<Badge tone="info">Monitoramento em tempo real</Badge>}
    >
      {onStage([
        <Fragment key="cases">
          <Section
            title="Casos críticos detectados"
            quietOnSlide
            description="Interações com sentimento negativo e alto risco, priorizadas pela IA para ação imediata."
          >
            {/* The page's key: the cases come first, three abreast on a projector. */}
            <div
              className="grid gap-4 xl:grid-cols-3 presenter:lg:grid-cols-3 presenter:lg:gap-3"
              {...presenterKeyAttrs(presenterKey)}
            >
              {criticalCases.map((item) => (
                <CaseCard
                  key={item.id}
                  item={item}
                  forwarded={forwarded.includes(item.id)}
                  onForward={() => setForwarded((list) => (list.includes(item.id) ? list : [...list, item.id]))}
                  onDetails={() => setOpenCase(item)}
                />
              ))}
            </div>
          </Section>
          {caseOpened ? (
            <Lazily fallback={null}>
              <CaseDialog
                caseData={openCase}
                onOpenChange={(open) => {
                  if (!open) setOpenCase(null);
                }}
              />
            </Lazily>
          ) : null}
        </Fragment>,
        <Fragment key="figures">
          <Section title="Sentimento dos clientes" description={sentimentWindowLabel}>
            <ul className="grid gap-3 sm:grid-cols-3">
              <SentimentTile
                icon={Smile}
                label="Positivo"
                value={sentimentCounts.positive}
                className="bg-success-soft text-success"
              />
              <SentimentTile
                icon={Meh}
                label="Neutro"
                value={sentimentCounts.neutral}
                className="bg-slate-100 text-ink"
              />
              <SentimentTile
                icon={Frown}
                label="Negativo"
                value={sentimentCounts.negative}
                className="bg-danger-soft text-danger"
              />
            </ul>
          </Section>

          <StatGrid title="Indicadores do dia" columns={6}>
            <StatCards
              cards={[
                {
                  icon: PhoneCall,
                  value: formatNumber(m.totalCalls),
                  label: "Atendimentos hoje",
                  hint: "Telefone, WhatsApp, chat e e-mail",
                  tone: "info",
                },
                {
                  icon: Bot,
                  value: formatNumber(m.autoResolved),
                  label: "Resolvidos pela IA",
                  hint: "Sem intervenção humana",
                  tone: "success",
                },
                {
                  icon: AlertTriangle,
                  value: formatNumber(m.criticalAlerts),
                  label: "Alertas críticos",
                  hint: "Escalados automaticamente",
                  tone: "danger",
                },
                {
                  icon: ThumbsUp,
                  value: formatPercent(m.avgSentiment),
                  label: "Sentimento positivo",
                  hint: "Média das interações do dia",
                  tone: "success",
                },
                {
                  icon: Clock,
                  value: m.avgWaitTime,
                  label: "Tempo médio de espera",
                  hint: "Em todos os canais",
                  tone: "info",
                },
                {
                  icon: Star,
                  value: `${formatNumber(m.satisfactionScore, 1)}/5`,
                  label: "Satisfação",
                  hint: "Pesquisa pós-atendimento",
                  tone: "warning",
                },
              ]}
            />
          </StatGrid>

          <div className="grid gap-6 lg:grid-cols-3">
            <Section title="Horários de pico" description="Faixas com maior volume de atendimentos hoje.">
              <BarList
                items={exploratoryData.peakHours.map((peak) => ({
                  label: peak.range,
                  value: peak.calls,
                  display: `${formatNumber(peak.calls)} atendimentos`,
                }))}
              />
            </Section>
            <Section title="Principais assuntos" description="Motivos mais frequentes de contato hoje.">
              <BarList
                items={exploratoryData.topIssues.map((issue) => ({
                  label: issue.issue,
                  value: issue.percentage,
                  display: `${formatNumber(issue.count)} · ${formatPercent(issue.percentage, 1)}`,
                }))}
              />
            </Section>
            <Section title="Distribuição por canal" description="Participação de cada canal no volume de hoje.">
              <ul className="space-y-3">
                {exploratoryData.channelDistribution.map((channel) => {
                  const Icon = DISTRIBUTION_ICON[channel.channel] ?? MessagesSquare;
                  return (
                    <li key={channel.channel} className="text-sm">
                      <ShareBar
                        label={
                          <span className="flex items-center gap-2 font-medium text-ink">
                            <Icon aria-hidden className="h-4 w-4 text-brand-700" /> {channel.channel}
                          </span>
                        }
                        figures={
                          <span className="text-muted">
                            <span className="font-semibold text-ink">{formatPercent(channel.percentage)}</span> ·{" "}
                            {formatNumber(channel.count)}
                          </span>
                        }
                        percent={channel.percentage}
                        color="bg-accent-600"
                        thick
                      />
                    </li>
                  );
                })}
              </ul>
            </Section>
          </div>

          <WeeklyTrend />

          <Section
            title="Mapa de calor de reclamações"
            description="Clique em uma região para ver os detalhes. A cor indica o volume de reclamações do dia."
          >
            <RegionHeatMap />
          </Section>
        </Fragment>,
        <Fragment key="analyst">
          <Section
            title="Analista de IA da Ouvidoria"
            quietOnSlide
            description="Pergunte sobre tendências, regiões críticas, previsões e canais: o analista responde com base nos dados desta página."
          >
            <OuvidoriaAgentChat context={context} />
          </Section>
        </Fragment>,
      ])}
    </InitiativePage>
  );
}

function SentimentTile({
  icon: Icon,
  label,
  value,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  className: string;
}) {
  return (
    <li className={cn("flex items-center gap-3 rounded-lg p-4", className)}>
      <Icon aria-hidden className="h-8 w-8 shrink-0" />
      <div>
        <p className="text-2xl font-bold">{formatNumber(value)}</p>
        <p className="text-sm font-medium">{label}</p>
      </div>
    </li>
  );
}

function CaseCard({
  item,
  forwarded,
  onForward,
  onDetails,
}: {
  item: CriticalCase;
  forwarded: boolean;
  onForward: () => void;
  onDetails: () => void;
}) {
  const ChannelIcon = CHANNEL_ICON[item.channel];
  return (
    <article className="flex min-w-0 flex-col rounded-lg border border-line bg-white p-4">
      {/* On the slide the channel and its urgency share one line (a second one pushed the cases below a 768 px
          projector's first screen). */}
      <div className="flex flex-wrap items-center justify-between gap-2 presenter:lg:flex-nowrap presenter:lg:gap-1">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ink">
          <ChannelIcon aria-hidden className="h-4 w-4 text-brand-700" /> {channelLabels[item.channel]}
        </span>
        <Badge tone={item.urgency === "alta" ? "danger" : "warning"}>Urgência {item.urgency}</Badge>
      </div>
      <h3 className="mt-2 break-words text-base font-semibold text-ink">{item.customerData.name}</h3>
      <dl className="mt-1 space-y-0.5 text-sm">
        {/* On the slide the protocol gives its line to the whole quote (the case's dialog opens with it). */}
        <div className="flex flex-wrap gap-x-1 presenter:hidden">
          <dt className="text-muted">Protocolo:</dt>
          <dd className="font-medium text-ink">{item.protocol}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-1">
          <dt className="text-muted">
            <MapPin aria-hidden className="mr-1 inline h-3.5 w-3.5" />
            Região:
          </dt>
          <dd className="font-medium text-ink">{item.region}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted">Sentimento:</dt>
          <dd className="font-medium text-danger">{item.sentiment}</dd>
        </div>
      </dl>
      {/* The quote is read whole on the slide too: a line cut mid-word ("Já ligu…") was the one thing the back
          row could not read. */}
      <blockquote className="mt-3 break-words rounded-md bg-surface p-3 text-sm italic text-ink">
        “{item.message}”
      </blockquote>
      {/* On the slide the evidences give way to the quote; Ver Detalhes com IA shows them. */}
      <h4 className="mt-3 text-sm font-semibold text-ink presenter:hidden">Evidências</h4>
      <BulletList className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink presenter:hidden" items={item.evidences} />
      <div className="mt-auto pt-4">
        {/* Side by side at every width: two equal columns, labels wrap inside the buttons. */}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="danger" size="sm" onClick={onForward} className="h-auto min-h-8 py-1.5 text-center">
            Encaminhar Equipe
          </Button>
          <Button variant="outline" size="sm" onClick={onDetails} className="h-auto min-h-8 py-1.5 text-center">
            <Bot aria-hidden className="h-4 w-4" />
            Ver Detalhes com IA
          </Button>
        </div>
        {forwarded ? (
          <p
            role="status"
            className="mt-3 flex items-start gap-1.5 rounded-md bg-success-soft p-2 text-sm text-success"
          >
            <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>Equipe acionada para o protocolo {item.protocol}.</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

function BarList({ items }: { items: { label: string; value: number; display: string }[] }) {
  const max = Math.max(...items.map((item) => item.value));
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <ShareBar
            label={<span className="font-medium text-ink">{item.label}</span>}
            figures={<span className="text-muted">{item.display}</span>}
            percent={(item.value / max) * 100}
            thick
          />
        </li>
      ))}
    </ul>
  );
}

function WeeklyTrend() {
  const totals = weeklyTotals();
  return (
    <Section title="Tendência semanal" description="Atendimentos por dia: semana atual comparada à anterior.">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted">
          <span className="block text-2xl font-bold text-ink">{formatNumber(totals.current)}</span>
          atendimentos na semana (anterior: {formatNumber(totals.previous)})
        </p>
        <Badge tone="warning" className="text-sm">
          {signedPercent(totals.change)} na semana
        </Badge>
      </div>
      <WeeklyTrendChart />
    </Section>
  );
}
