import type { MetaFunction } from "@remix-run/cloudflare";
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { CanvasPlaceholder } from "#app/components/canvas/canvas-placeholder.tsx";
import { ChatPanel } from "#app/components/chat/chat-panel.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { withEnv } from "#core/context.ts";
import { handleCreateProject } from "#core/projects/project-actions.ts";
import { loadProjectsIndex } from "#core/projects/projects-index.ts";
import { CreateProjectOnDemand } from "#app/components/projects/create-project-on-demand.tsx";

export const meta: MetaFunction = () => [{ title: "Projetos — Nexo" }];

/** /projects selects the newest project; with none, the empty workspace. */
export const loader = withEnv(loadProjectsIndex);

export const action = withEnv(handleCreateProject);

export default function NoProjectSelected() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-line bg-white px-4 py-3">
        <h1 className="flex-1 text-xl font-bold text-brand-900">Selecione um Projeto</h1>
        <Button size="sm" onClick={() => setCreating(true)}>
          <FolderPlus aria-hidden className="h-4 w-4" /> Novo Projeto
        </Button>
      </header>
      <div className="flex min-h-[calc(100vh-7rem)] flex-1">
        <ChatPanel project={null} />
        <CanvasPlaceholder />
      </div>
      <CreateProjectOnDemand open={creating} onOpenChange={setCreating} />
    </div>
  );
}
