import { Bot, CheckCircle2, Clock, FileText, Headset, RotateCcw, Sparkles, Timer, Workflow } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge, type Tone } from "#app/initiatives/shared/badge.tsx";
import { InitiativePage } from "#app/initiatives/shared/initiative-page.tsx";
import { IconBadge, IconCard } from "#app/initiatives/shared/icon-card.tsx";
import { Section, NamedStatCards } from "#app/initiatives/shared/stat-card.tsx";
import { StatGrid } from "#app/initiatives/shared/stat-grid.tsx";
import { useInterval } from "#app/lib/use-interval.ts";
import { cn } from "#app/lib/utils.ts";
import {
  type ChatMessage,
  COPY,
  type FeatureIcon,
  FEATURES,
  INITIAL_VISIBLE,
  isScriptComplete,
  MESSAGE_INTERVAL_MS,
  nextVisibleCount,
  presenterKey,
  ROLE_LABELS,
  SCRIPT,
  type StatIcon,
  STATS,
} from "./data.ts";

const FEATURE_ICONS: Record<FeatureIcon, typeof Bot> = {
  intent: Sparkles,
  automation: Workflow,
  invoice: FileText,
  clock: Clock,
};

const STAT_ICONS: Record<StatIcon, typeof Bot> = {
  timer: Timer,
  check: CheckCircle2,
  headset: Headset,
};

const STAT_TONES: Record<StatIcon, Tone> = {
  timer: "success",
  check: "success",
  headset: "info",
};

function Message({ message }: { message: ChatMessage }) {
  const label = ROLE_LABELS[message.role];
  if (message.role === "system") {
    return (
      <li className="flex justify-center">
        <p className="max-w-[90%] break-words rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-muted">
          <span className="sr-only">{label}: </span>
          {message.content}
        </p>
      </li>
    );
  }
  const isUser = message.role === "user";
  return (
    <li className={cn("flex", isUser ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "min-w-0 max-w-[85%] rounded-2xl px-4 py-2 shadow-sm",
          isUser ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm border border-line bg-white text-ink",
        )}
      >
        <p className={cn("text-xs font-semibold", isUser ? "text-white" : "text-brand-800")}>
          {label} <span className="font-normal">· {message.time}</span>
        </p>
        <p className="mt-0.5 break-words text-sm">{message.content}</p>
      </div>
    </li>
  );
}

export default function Page() {
  const [visible, setVisible] = useState(INITIAL_VISIBLE);
  const complete = isScriptComplete(visible);
  const scroller = useRef<HTMLElement>(null);

  // Keep the newest message in view inside the chat box (not the page: no layout shift below it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newly shown message is what moves the box
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [visible]);

  useInterval(() => setVisible((count) => nextVisibleCount(count)), complete ? null : MESSAGE_INTERVAL_MS);

  return (
    <InitiativePage slug="gefar" subtitle={COPY.subtitle} badge={<Badge tone="success">{COPY.badge}</Badge>}>
      <StatGrid title={COPY.statsTitle} columns={3} presenterKey={presenterKey}>
        <NamedStatCards figures={STATS} icons={STAT_ICONS} tones={STAT_TONES} />
      </StatGrid>

      {/* On the slide, chat and features share the row half and half, so both fit one screen. */}
      <div className="grid gap-6 xl:grid-cols-3 presenter:xl:grid-cols-2">
        <Section
          title={COPY.chatTitle}
          description={COPY.chatDescription}
          className="min-w-0 xl:col-span-2 presenter:xl:col-span-1"
        >
          <section
            ref={scroller}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable from the keyboard
            tabIndex={0}
            aria-label="Conversa de demonstração"
            data-slide-unit
            className="h-[28rem] overflow-y-auto rounded-lg border border-line bg-surface p-3 sm:p-4 presenter:h-[22rem]"
          >
            <ol aria-live="polite" aria-label="Mensagens da conversa" className="space-y-3">
              {SCRIPT.slice(0, visible).map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
            {complete ? null : (
              <p className="mt-3 flex items-center gap-2 text-xs text-muted">
                <Bot aria-hidden className="h-4 w-4" />
                {COPY.typingLabel}
              </p>
            )}
          </section>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs text-muted">
              {visible} de {SCRIPT.length} mensagens
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => setVisible(INITIAL_VISIBLE)}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              {COPY.restartLabel}
            </Button>
          </div>
        </Section>

        <Section title={COPY.featuresTitle} className="min-w-0">
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1 presenter:xl:grid-cols-2">
            {FEATURES.map((feature) => (
              <IconCard
                key={feature.title}
                mark={<IconBadge icon={FEATURE_ICONS[feature.icon]} tone="soft" />}
                title={feature.title}
              >
                <p>{feature.description}</p>
              </IconCard>
            ))}
          </ul>
        </Section>
      </div>
    </InitiativePage>
  );
}
