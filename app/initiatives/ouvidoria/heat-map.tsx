import { Clock, Minus, TrendingDown, TrendingUp, Users } from "lucide-react";
import { useState } from "react";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { ShareBar } from "#app/initiatives/shared/share-bar.tsx";
import { formatNumber } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import {
  busiestRegion,
  criticalLevelLabels,
  heatLegend,
  heatLevel,
  regions,
  regionsInGridOrder,
  trendLabels,
} from "#isomorphic/initiatives/ouvidoria/data.ts";
import type { CriticalLevel, RegionSummary, Trend } from "#isomorphic/initiatives/ouvidoria/types.ts";

const HEAT_CELL: Record<CriticalLevel, string> = {
  high: "bg-danger text-white",
  medium: "bg-warning text-white",
  low: "bg-success text-white",
};

const LEVEL_TONE: Record<CriticalLevel, Tone> = { high: "danger", medium: "warning", low: "success" };

const TREND_ICON: Record<Trend, typeof TrendingUp> = { up: TrendingUp, down: TrendingDown, stable: Minus };
const TREND_TONE: Record<Trend, string> = { up: "text-danger", down: "text-success", stable: "text-ink" };

/** The clickable 4 × 2 heat map of complaints by region, with the selected region's details. */
export function RegionHeatMap() {
  const [selectedName, setSelectedName] = useState(() => busiestRegion().name);
  const selected = regions.find((region) => region.name === selectedName) ?? busiestRegion();

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {regionsInGridOrder().map((region) => {
            const active = region.name === selected.name;
            return (
              <button
                key={region.name}
                type="button"
                aria-label={`${region.name}: ${region.totalComplaints} reclamações`}
                aria-pressed={active}
                onClick={() => setSelectedName(region.name)}
                className={cn(
                  "flex min-h-24 min-w-0 flex-col items-start justify-between rounded-lg p-3 text-left transition-transform",
                  "hover:scale-[1.02] focus-visible:outline-offset-2",
                  HEAT_CELL[heatLevel(region.totalComplaints)],
                  active && "ring-4 ring-brand-900 ring-offset-2",
                )}
              >
                <span className="w-full break-words text-sm font-semibold leading-tight">{region.name}</span>
                <span className="mt-2 text-2xl font-bold">{region.totalComplaints}</span>
              </button>
            );
          })}
        </div>
        <ul aria-label="Legenda do mapa de calor" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
          {heatLegend.map((item) => (
            <li key={item.level} className="flex items-center gap-2">
              <span aria-hidden className={cn("h-4 w-4 rounded", HEAT_CELL[item.level])} />
              <span className="font-semibold">{item.range}</span>
              <span className="text-muted">{item.label}</span>
            </li>
          ))}
          <li className="text-muted">reclamações por região hoje</li>
        </ul>
      </div>

      <RegionDetails region={selected} />
    </div>
  );
}

function RegionDetails({ region }: { region: RegionSummary }) {
  const TrendIcon = TREND_ICON[region.trend];
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-4" aria-live="polite" data-slide-unit>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-brand-900">{region.name}</h3>
        <Badge tone={LEVEL_TONE[region.criticalLevel]}>
          Criticidade {criticalLevelLabels[region.criticalLevel].toLowerCase()}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-muted">Reclamações</dt>
          <dd className="text-2xl font-bold text-ink">{region.totalComplaints}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">Tempo médio de resolução</dt>
          <dd className="text-2xl font-bold text-ink">
            {formatNumber(region.avgResolutionTime, region.avgResolutionTime % 1 === 0 ? 0 : 1)} h
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">Tendência</dt>
          <dd className={cn("flex items-center gap-1 text-sm font-semibold", TREND_TONE[region.trend])}>
            <TrendIcon aria-hidden className="h-4 w-4" /> {trendLabels[region.trend]}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">População atendida</dt>
          <dd className="flex items-center gap-1 text-sm font-semibold text-ink">
            <Users aria-hidden className="h-4 w-4 text-muted" /> {formatNumber(region.population)}
          </dd>
        </div>
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-ink">Principais problemas</h4>
      <ul className="mt-2 space-y-2">
        {region.mainIssues.map((issue) => (
          <li key={issue.type} className="text-sm">
            <ShareBar
              label={<span className="text-ink">{issue.type}</span>}
              figures={
                <span className="text-muted">
                  {issue.count} · {issue.percentage}%
                </span>
              }
              percent={issue.percentage}
            />
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-1 text-xs text-muted">
        <Clock aria-hidden className="h-3.5 w-3.5" /> Atualizado {region.lastUpdate}
      </p>
    </div>
  );
}
