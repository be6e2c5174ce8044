import { ChevronDown, FileText, MessageSquarePlus, MessagesSquare, Pencil } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { type IntentHandlers, menuLookAlikeProps, useIntent, useOpenedOnce } from "#app/components/ui/on-demand.ts";
import type { PresenceMember } from "#isomorphic/protocols/realtime-protocol.ts";
import type { RenameTarget } from "./rename-conversation-dialog.tsx";

// The menu (Radix DropdownMenu and its positioning) and the rename dialog load when first reached for.
const loadMenu = () => import("./conversation-menu.tsx");
const ConversationMenu = lazy(() => loadMenu().then((m) => ({ default: m.ConversationMenu })));
const RenameConversationDialog = lazy(() =>
  import("./rename-conversation-dialog.tsx").then((m) => ({ default: m.RenameConversationDialog })),
);
/** The keys that open a Radix dropdown menu from its trigger. */
const MENU_KEYS = ["Enter", " ", "ArrowDown"] as const;

export const CONSOLIDATED_TITLE = "Conversa Consolidada do Projeto";

/**
 * The spec's "session bar": the current conversation's title, the list of
 * conversations (the consolidated view first), rename and new; below 1024 px
 * also the Documentos button that opens the Canvas. On a phone the title has
 * the first line to itself (cut with an ellipsis, whole on hover and for
 * screen readers) and the buttons the second, icons only (their names stay
 * for screen readers): 73 px in all.
 */
export function ConversationBar({
  projectId,
  conversations,
  activeConversation,
  onNewConversation,
  onOpenDocuments,
  presence = [],
}: {
  projectId: string;
  conversations: { id: string; title: string }[];
  activeConversation: { id: string; title: string } | null;
  onNewConversation: () => void;
  onOpenDocuments: () => void;
  /** The other members looking at this conversation right now. */
  presence?: PresenceMember[];
}) {
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const renameOpened = useOpenedOnce(renaming !== null);
  const menu = useIntent(loadMenu, MENU_KEYS);
  const title = activeConversation ? activeConversation.title || "Conversa sem título" : CONSOLIDATED_TITLE;

  return (
    <div className="flex flex-wrap items-center gap-x-1.5 border-b border-line bg-white px-3 py-1 sm:gap-2 sm:px-4 sm:py-2">
      <h2
        className="w-full min-w-0 truncate font-medium max-sm:text-sm max-sm:leading-5 sm:w-auto sm:flex-1"
        data-testid="conversation-title"
        title={title}
      >
        {title}
      </h2>
      <Presence members={presence} />
      <Button variant="outline" size="sm" onClick={onOpenDocuments} className="lg:hidden">
        <FileText aria-hidden className="h-4 w-4" /> <span className="max-sm:sr-only">Documentos</span>
      </Button>
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
      {menu.wanted ? (
        <Lazily fallback={conversationsButton(menu.handlers)}>
          <ConversationMenu
            projectId={projectId}
            conversations={conversations}
            activeConversation={activeConversation}
            consolidatedTitle={CONSOLIDATED_TITLE}
            onRename={setRenaming}
          >
            {conversationsButton()}
          </ConversationMenu>
        </Lazily>
      ) : (
        conversationsButton(menu.handlers)
      )}
      <Button size="sm" onClick={onNewConversation} aria-label="Nova conversa">
        <MessageSquarePlus aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">Nova conversa</span>
      </Button>
      {renameOpened ? (
        <Lazily fallback={null}>
          <RenameConversationDialog projectId={projectId} target={renaming} onClose={() => setRenaming(null)} />
        </Lazily>
      ) : null}
    </div>
  );
}

/**
 * The Conversas button: the menu's trigger once loaded (Radix sets its ARIA state then), and until then a
 * look-alike that loads the menu when reached for.
 */
function conversationsButton(intent?: IntentHandlers) {
  return (
    <Button variant="outline" size="sm" aria-label="Conversas do projeto" {...menuLookAlikeProps(intent)}>
      <MessagesSquare aria-hidden className="h-4 w-4 sm:hidden" />
      <span className="max-sm:sr-only">Conversas</span> <ChevronDown aria-hidden className="h-4 w-4" />
    </Button>
  );
}

/** Who else is here: initials, the names for screen readers and on hover. */
function Presence({ members }: { members: PresenceMember[] }) {
  if (members.length === 0) return null;
  const names = members.map((member) => member.name).join(", ");
  return (
    <div
      role="img"
      className="flex items-center gap-1"
      aria-label={`Também nesta conversa: ${names}`}
      title={`Também aqui: ${names}`}
      data-testid="presence"
    >
      <span className="relative mr-1 flex h-2 w-2">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-500" />
      </span>
      {members.slice(0, 4).map((member) => (
        <span
          key={member.userId}
          className="-ml-1 inline-flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-brand-100 text-xs font-semibold text-brand-800 first:ml-0"
        >
          {initials(member.name)}
        </span>
      ))}
      {members.length > 4 ? <span className="text-xs text-muted">+{members.length - 4}</span> : null}
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}
