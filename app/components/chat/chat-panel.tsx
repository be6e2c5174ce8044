import { Bot, MessageSquareDashed, WifiOff } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { MarkdownTree } from "#app/components/markdown/markdown-tree.tsx";
import type { Room } from "#app/components/realtime/use-room.ts";
import { type ChatMessageView, MESSAGE_MAX_CHARS } from "#isomorphic/protocols/chat-protocol.ts";
import { mentionsMember } from "#isomorphic/text/mentions.ts";
import { AudienceToggle, TeamNote } from "./audience-toggle.tsx";
import type { ChatBubble, TreeRenderer } from "./chat-message.tsx";
import { ChatComposer } from "./chat-composer.tsx";
import type { CitationTarget } from "./citation-link.tsx";
import { MessageActions } from "./message-actions.tsx";
import { MessageList } from "./message-list.tsx";
import { AnswerSuggestions, SuggestedQuestions } from "./suggested-questions.tsx";
import { useProjectChat } from "./use-project-chat.ts";

/**
 * New answers render as Markdown from a lazy chunk. Someone typing is about to get one: fetch (and run) it then, so
 * a connection lost during the reply does not leave it plain. Not on a timer after hydration: evaluating the chunk
 * is a long task of its own while the page is still becoming interactive, and the first messages no longer need it.
 */
let markdownRequested = false;
function prefetchMarkdown() {
  if (markdownRequested) return;
  markdownRequested = true;
  void import("#app/components/markdown/markdown.tsx").catch(() => {
    markdownRequested = false;
  });
}

// The page's first messages arrive parsed (the loader's trees), so hydrating them needs no Markdown parser.
const renderMarkdownTree: TreeRenderer = (tree, citations) => <MarkdownTree tree={tree} citations={citations} />;

interface ProjectChatData {
  id: string;
  conversationId: string | null;
  messages: ChatMessageView[];
  hasMoreMessages: boolean;
  /** Questions the project's documents can answer, offered while the conversation is empty. */
  suggestions: string[];
  /** What an empty conversation offers instead of questions while the project has no document yet. */
  firstSteps?: ReactNode;
  /** The project's people, by name: an @mention of one makes a message theirs, not the agent's. */
  memberNames?: string[];
}

/**
 * The project chat (spec "Chat panel"): the conversation's messages, or the
 * whole project's in the consolidated view, and the composer with the attach
 * button. A citation opens its passage in the Canvas.
 */
interface ChatPanelProps {
  project: ProjectChatData | null;
  room?: Room;
  attach?: ReactNode;
  /** Said above the box while a file goes up (its progress). */
  uploadStatus?: ReactNode;
  uploading?: boolean;
  citations?: CitationTarget;
  onToolsRan?: () => void;
  currentUserId?: string;
}

export function ChatPanel(props: ChatPanelProps) {
  const { project, currentUserId } = props;
  if (!project || !currentUserId) {
    return (
      <section aria-label="Chat" className="flex flex-1 items-center justify-center p-8 text-center text-muted">
        <p>Selecione um projeto para começar</p>
      </section>
    );
  }
  return (
    <ProjectChat
      key={`${project.id}:${project.conversationId ?? "consolidada"}`}
      {...props}
      project={project}
      uploading={props.uploading ?? false}
      currentUserId={currentUserId}
    />
  );
}

/** The chat once there is a project and a signed-in person: the same props, with those two known. */
function ProjectChat({
  project,
  attach,
  uploadStatus,
  uploading,
  citations,
  onToolsRan,
  room,
  currentUserId,
}: ChatPanelProps & { project: ProjectChatData; uploading: boolean; currentUserId: string }) {
  const [draft, setDraft] = useState("");
  const [editing, setEditing] = useState(false);
  // Who the next message is for: the agent unless the member chooses the team (or @mentions someone).
  const [forTeam, setForTeam] = useState(false);
  const mentioned = mentionsMember(draft, project.memberNames ?? []);
  const toTeam = forTeam || mentioned;
  const box = useRef<HTMLTextAreaElement>(null);
  const chat = useProjectChat({
    projectId: project.id,
    conversationId: project.conversationId,
    currentUserId,
    initial: project.messages,
    initialHasMore: project.hasMoreMessages,
    onToolsRan: () => onToolsRan?.(),
    room,
  });
  const own = (message: ChatBubble) =>
    message.role === "user" && (message.userId === currentUserId || message.id.startsWith("pending-"));
  const lastOwn = chat.messages.findLast((message) => own(message) && message.status !== "unsent");
  const lastIndex = chat.messages.length - 1;

  const edit = (message: ChatBubble) => {
    setDraft(message.content);
    setEditing(true);
    requestAnimationFrame(() => box.current?.focus());
  };
  const cancelEdit = () => {
    setDraft("");
    setEditing(false);
  };
  const regenerate = (reply: ChatBubble) => {
    const index = chat.messages.findIndex((message) => message.id === reply.id);
    const question =
      chat.messages.find((message) => reply.replyTo && message.id === reply.replyTo) ??
      chat.messages.slice(0, index).findLast((message) => message.role === "user");
    if (question) void chat.send(question.content);
  };

  return (
    // Beside a Canvas that grows while editing, the chat keeps a readable 420 px (or what a 500 px Canvas leaves).
    <section
      aria-label="Chat"
      className="flex min-h-0 min-w-0 flex-1 flex-col lg:min-w-[min(420px,calc(100%_-_500px))]"
    >
      {chat.online ? null : (
        <p
          role="status"
          className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        >
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          Sem conexão. Suas mensagens ficam guardadas e serão enviadas quando a conexão voltar.
        </p>
      )}
      <MessageList
        messages={chat.messages}
        citations={citations}
        onLoadOlder={chat.loadOlder}
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        assistantIcon={Bot}
        busy={chat.busy}
        renderTree={renderMarkdownTree}
        empty={
          <div className="flex h-full flex-col items-center justify-center gap-4 py-10 text-center text-muted">
            <MessageSquareDashed aria-hidden className="h-8 w-8" />
            <p>Nenhuma mensagem nesta conversa ainda.</p>
            {project.firstSteps ?? (
              <SuggestedQuestions
                questions={project.suggestions}
                disabled={chat.busy || uploading}
                onAsk={(question) => void chat.send(question)}
              />
            )}
          </div>
        }
        renderFooter={(message, index) => (
          <>
            <MessageActions
              message={message}
              isLast={index === lastIndex}
              isLastOwn={message.id === lastOwn?.id}
              unanswered={
                message.role === "user" &&
                !!message.clientMessageId &&
                chat.unanswered.includes(message.clientMessageId)
              }
              busy={chat.busy}
              handlers={{ retry: (id) => void chat.retry(id), regenerate, edit }}
            />
            {message.role === "assistant" ? (
              <AnswerSuggestions
                questions={message.suggestions ?? []}
                disabled={chat.busy || uploading}
                onAsk={(question) => void chat.send(question)}
              />
            ) : null}
          </>
        )}
      />
      <ChatComposer
        ref={box}
        value={draft}
        onChange={(value) => {
          prefetchMarkdown();
          setDraft(value);
        }}
        busy={chat.busy || uploading}
        onStop={chat.busy ? chat.stop : undefined}
        maxLength={MESSAGE_MAX_CHARS}
        leading={
          <>
            {attach}
            <AudienceToggle
              toTeam={forTeam}
              onToggle={() => setForTeam((current) => !current)}
              disabled={chat.busy || uploading}
            />
          </>
        }
        placeholder={toTeam ? "Mensagem para a equipe..." : undefined}
        note={
          uploadStatus || toTeam ? (
            <>
              {uploadStatus}
              {toTeam ? <TeamNote mentioned={mentioned && !forTeam} /> : null}
            </>
          ) : undefined
        }
        onEditLast={lastOwn ? () => edit(lastOwn) : undefined}
        editing={editing ? { onCancel: cancelEdit } : undefined}
        onSend={(text) => {
          // A failed send stays in the list as "Não enviada", so the box is not refilled.
          setDraft("");
          setEditing(false);
          // The agent answers by default: the choice is for this one message.
          setForTeam(false);
          void chat.send(text, { toTeam });
        }}
      />
    </section>
  );
}
