import type { AgentContext } from "./types";

/** Placeholder: the streaming AI analyst panel (600 px high) is built by the lead. */
export function OuvidoriaAgentChat({ context }: { context: AgentContext }) {
  return (
    <div className="flex h-[600px] items-center justify-center rounded-xl border border-line bg-white text-muted">
      Analista de IA ({context.criticalCasesCount} casos críticos)
    </div>
  );
}
