import { MessageSquareDashed } from "lucide-react";
import type { ReactNode } from "react";

export interface ChatMessageView {
  id: string;
  role: "user" | "assistant";
  content: string;
  authorName: string;
}

/** The conversation's messages. Sending and the agent arrive with the project chat issue. */
export function ChatPanel({ messages, footer }: { messages: ChatMessageView[] | null; footer?: ReactNode }) {
  if (messages === null) {
    return (
      <section aria-label="Chat" className="flex flex-1 items-center justify-center p-8 text-center text-muted">
        <p>Selecione um projeto para começar</p>
      </section>
    );
  }
  return (
    <section aria-label="Chat" className="flex min-h-0 flex-1 flex-col">
      <ol className="flex-1 space-y-4 overflow-y-auto p-4 md:p-6">
        {messages.length === 0 ? (
          <li className="flex h-full flex-col items-center justify-center gap-2 py-16 text-center text-muted">
            <MessageSquareDashed aria-hidden className="h-8 w-8" />
            Nenhuma mensagem nesta conversa ainda.
          </li>
        ) : (
          messages.map((message) => (
            <li key={message.id} className={message.role === "user" ? "flex justify-end" : "flex justify-start"}>
              <div
                className={
                  message.role === "user"
                    ? "max-w-[80%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-white"
                    : "max-w-[80%] rounded-2xl rounded-bl-sm border border-line bg-white px-4 py-2"
                }
              >
                <p className="whitespace-pre-wrap text-sm">{message.content}</p>
              </div>
            </li>
          ))
        )}
      </ol>
      {footer ? <div className="flex items-end gap-2 border-t border-line bg-white p-3">{footer}</div> : null}
    </section>
  );
}
