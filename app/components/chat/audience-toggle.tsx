import { Users } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/**
 * The composer's choice of who a message is for: the agent answers by default; pressed, the message goes to the
 * project's people only ("Para a equipe") and the agent does not answer it. 44 px tall on a phone, a finger's size;
 * its words show only where the composer is wide enough to keep the box's placeholder on one line (a container query).
 */
export function AudienceToggle({
  toTeam,
  onToggle,
  disabled,
}: {
  toTeam: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={toTeam}
      aria-label="Para a equipe"
      title="Para a equipe: o agente não responde"
      onClick={onToggle}
      disabled={disabled}
      className={cn(
        "inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md border px-2.5 text-sm font-medium transition-colors sm:h-10 disabled:opacity-60",
        toTeam ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-white text-ink hover:bg-brand-50",
      )}
    >
      <Users aria-hidden className="h-4 w-4" />
      <span className="hidden @xl:inline">Para a equipe</span>
    </button>
  );
}

/** Said above the box while the message is for the team (chosen, or a member is @mentioned). */
export function TeamNote({ mentioned }: { mentioned: boolean }) {
  return (
    <p role="status" className="mb-2 flex items-center gap-2 text-xs text-brand-800">
      <Users aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {mentioned
        ? "Mensagem para a equipe (você mencionou uma pessoa): o agente não responde a ela."
        : "Mensagem para a equipe: o agente não responde a ela."}
    </p>
  );
}
