import { Bot } from "lucide-react";
import { IconCardList } from "./icon-card.tsx";
import { Section } from "./stat-card.tsx";

export interface AgentSummary {
  name: string;
  description: string;
}

/** The "agents behind this initiative" card several pages end with. */
export function AgentList({ title, agents }: { title: string; agents: readonly AgentSummary[] }) {
  return (
    <Section title={title} className="min-w-0">
      <IconCardList
        icon={Bot}
        cardClassName="p-3"
        items={agents.map((agent) => ({ title: agent.name, body: <p>{agent.description}</p> }))}
      />
    </Section>
  );
}
