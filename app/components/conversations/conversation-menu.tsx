import { useNavigate } from "@remix-run/react";
import { Layers, Pencil } from "lucide-react";
import type { ReactElement } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import type { RenameTarget } from "./rename-conversation-dialog.tsx";

/**
 * The session bar's list of conversations (the consolidated view first), each
 * with its rename button. Loaded when the Conversas button is first reached
 * for (conversation-bar.tsx), which then mounts it open around that button.
 */
export function ConversationMenu({
  projectId,
  conversations,
  activeConversation,
  consolidatedTitle,
  onRename,
  children,
}: {
  projectId: string;
  conversations: { id: string; title: string }[];
  activeConversation: { id: string; title: string } | null;
  consolidatedTitle: string;
  onRename: (target: RenameTarget) => void;
  /** The Conversas button. */
  children: ReactElement;
}) {
  const navigate = useNavigate();
  return (
    // Not modal: it opens the rename dialog, and two stacked focus traps fight over aria-hidden.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Conversas</DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={() => navigate(`/projects/${projectId}?session=all`)}
          aria-current={activeConversation === null ? "true" : undefined}
          className={activeConversation === null ? "font-medium text-brand-800" : undefined}
        >
          <Layers aria-hidden className="h-4 w-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{consolidatedTitle}</span>
        </DropdownMenuItem>
        {conversations.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted">Nenhuma conversa ainda.</p> : null}
        {conversations.map((conversation) => (
          <DropdownMenuItem
            key={conversation.id}
            onSelect={() => navigate(`/projects/${projectId}?session=${conversation.id}`)}
            aria-current={conversation.id === activeConversation?.id ? "true" : undefined}
            className={conversation.id === activeConversation?.id ? "font-medium text-brand-800" : undefined}
          >
            <span className="min-w-0 flex-1 truncate">{conversation.title || "Conversa sem título"}</span>
            <button
              type="button"
              tabIndex={-1}
              aria-label={`Renomear ${conversation.title || "Conversa sem título"}`}
              className="rounded p-1 text-muted hover:bg-slate-200 hover:text-ink"
              // Radix selects an item on pointer-up; keep the row's navigation out of this click.
              onPointerDown={(event) => event.stopPropagation()}
              onPointerUp={(event) => event.stopPropagation()}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                onRename({ id: conversation.id, title: conversation.title });
              }}
            >
              <Pencil aria-hidden className="h-3.5 w-3.5" />
            </button>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
