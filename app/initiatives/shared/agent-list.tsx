import { Bot } from "lucide-react";
import { IconCard } from "./icon-card.tsx";
import { Section } from "./stat-card.tsx";

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
          <IconCard
            key={agent.name}
            mark={<Bot aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}
            title={agent.name}
            className="p-3"
          >
            <p>{agent.description}</p>
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
