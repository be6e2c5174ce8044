import { useNavigate } from "@remix-run/react";
import { ChevronDown, MessageSquarePlus, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { RenameConversationDialog, type RenameTarget } from "./rename-conversation-dialog";

export const CONSOLIDATED_TITLE = "Conversa Consolidada do Projeto";

/** The spec's "session bar": the current conversation's title, the list of conversations, rename and new. */
export function ConversationBar({
  projectId,
  conversations,
  activeConversation,
  onNewConversation,
}: {
  projectId: string;
  conversations: { id: string; title: string }[];
  activeConversation: { id: string; title: string } | null;
  onNewConversation: () => void;
}) {
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const navigate = useNavigate();
  const title = activeConversation ? activeConversation.title || "Conversa sem título" : CONSOLIDATED_TITLE;

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line bg-white px-4 py-2">
      <h2 className="min-w-0 flex-1 truncate font-medium" data-testid="conversation-title">
        {title}
      </h2>
      {activeConversation ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Renomear conversa atual"
          onClick={() => setRenaming({ id: activeConversation.id, title: activeConversation.title })}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
      ) : null}
      {/* Not modal: it opens the rename dialog, and two stacked focus traps fight over aria-hidden. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label="Conversas do projeto">
            Conversas <ChevronDown aria-hidden className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Conversas</DropdownMenuLabel>
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
                  setRenaming({ id: conversation.id, title: conversation.title });
                }}
              >
                <Pencil aria-hidden className="h-3.5 w-3.5" />
              </button>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" onClick={onNewConversation}>
        <MessageSquarePlus aria-hidden className="h-4 w-4" /> Nova conversa
      </Button>
      <RenameConversationDialog projectId={projectId} target={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
