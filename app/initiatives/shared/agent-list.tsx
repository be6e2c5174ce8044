import { Bot } from "lucide-react";
import { Section } from "./stat-card";

export interface AgentSummary {
  name: string;
  description: string;
}

/** The "agents behind this initiative" card several pages end with. */
export function AgentList({ title, agents }: { title: string; agents: readonly AgentSummary[] }) {
  return (
    <Section title={title} className="min-w-0">
      <ul className="space-y-3">
        {agents.map((agent) => (
          <li key={agent.name} className="flex gap-3 rounded-lg border border-line bg-surface p-3">
            <Bot aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <h3 className="break-words text-sm font-semibold text-brand-800">{agent.name}</h3>
              <p className="break-words text-sm text-muted">{agent.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
