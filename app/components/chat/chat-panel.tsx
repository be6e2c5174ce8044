import { Bot } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Room } from "~/components/realtime/use-room";
import { type ChatMessageView, MESSAGE_MAX_CHARS, type SourceView } from "~/lib/chat-protocol";
import { ChatComposer } from "./chat-composer";
import { MessageList } from "./message-list";
import { useProjectChat } from "./use-project-chat";

/**
 * The project chat (spec "Chat panel"): the conversation's messages, or the
 * whole project's in the consolidated view, and the composer with the attach
 * button. A citation opens its document in the Canvas.
 */
export function ChatPanel({
  project,
  attach,
  uploading,
  onOpenDocument,
  onToolsRan,
  room,
}: {
  project: {
    id: string;
    conversationId: string | null;
    messages: ChatMessageView[];
    hasMoreMessages: boolean;
  } | null;
  room?: Room;
  attach?: ReactNode;
  uploading?: boolean;
  onOpenDocument?: (documentId: string) => void;
  onToolsRan?: () => void;
}) {
  if (!project) {
    return (
      <section aria-label="Chat" className="flex flex-1 items-center justify-center p-8 text-center text-muted">
        <p>Selecione um projeto para começar</p>
      </section>
    );
  }
  return (
    <ProjectChat
      key={`${project.id}:${project.conversationId ?? "todas"}`}
      project={project}
      attach={attach}
      uploading={uploading ?? false}
      onOpenDocument={onOpenDocument}
      onToolsRan={onToolsRan}
      room={room}
    />
  );
}

function ProjectChat({
  project,
  attach,
  uploading,
  onOpenDocument,
  onToolsRan,
  room,
}: {
  project: { id: string; conversationId: string | null; messages: ChatMessageView[]; hasMoreMessages: boolean };
  room?: Room;
  attach?: ReactNode;
  uploading: boolean;
  onOpenDocument?: (documentId: string) => void;
  onToolsRan?: () => void;
}) {
  const [draft, setDraft] = useState("");
  const chat = useProjectChat({
    projectId: project.id,
    conversationId: project.conversationId,
    initial: project.messages,
    initialHasMore: project.hasMoreMessages,
    onToolsRan: () => onToolsRan?.(),
    room,
  });
  const openSource = (source: SourceView) => onOpenDocument?.(source.documentId);
  return (
    <section aria-label="Chat" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <MessageList
        messages={chat.messages}
        onOpenSource={openSource}
        onLoadOlder={chat.loadOlder}
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        assistantIcon={Bot}
      />
      <ChatComposer
        value={draft}
        onChange={setDraft}
        busy={chat.busy || uploading}
        onStop={chat.busy ? chat.stop : undefined}
        maxLength={MESSAGE_MAX_CHARS}
        leading={attach}
        onSend={async (text) => {
          setDraft("");
          if (!(await chat.send(text))) setDraft(text);
        }}
      />
    </section>
  );
}
