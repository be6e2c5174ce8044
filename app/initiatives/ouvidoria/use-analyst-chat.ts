import { useCallback, useEffect, useRef, useState } from "react";
import { readChatStream } from "#app/components/chat/read-chat-stream.ts";
import type { AgentContext, AgentMessage } from "#isomorphic/initiatives/ouvidoria/types.ts";

export const AGENT_GREETING =
  "Olá! Sou o analista de IA da Ouvidoria. Acompanho em tempo real as métricas do call center, as regiões, os casos críticos e as tendências. Como posso ajudar?";

export const AGENT_ERROR = "Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.";

/** A message as the chat shows it: a stopped answer keeps what arrived and says it was interrupted. */
export interface AnalystMessage extends AgentMessage {
  status?: "stopped";
}

function withLast(
  messages: AnalystMessage[],
  update: (last: AnalystMessage) => AnalystMessage | null,
): AnalystMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "assistant") return messages;
  const next = update(last);
  return next ? [...messages.slice(0, -1), next] : messages.slice(0, -1);
}

/**
 * The analyst conversation: sends the whole conversation and the page's data
 * to the agent endpoint, appends the streamed answer as it arrives, and can
 * stop it (what arrived stays, marked as interrupted; an answer stopped
 * before its first word is dropped, so the history never holds an empty message).
 */
export function useAnalystChat(context: AgentContext) {
  const [messages, setMessages] = useState<AnalystMessage[]>([{ role: "assistant", content: AGENT_GREETING }]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the stream.
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || abort.current) return;
      const history: AgentMessage[] = [
        ...messages.map(({ role, content: said }) => ({ role, content: said })),
        { role: "user", content },
      ];
      setMessages([...history, { role: "assistant", content: "" }]);
      setBusy(true);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const response = await fetch("/api/functions/ouvidoria-ai-agent", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ messages: history, context: { ...context, timestamp: new Date().toISOString() } }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error("Falha ao iniciar streaming");
        let received = "";
        let failed = false;
        await readChatStream(response, {
          onDelta: (delta) => {
            received += delta;
            setMessages((current) => withLast(current, (last) => ({ ...last, content: last.content + delta })));
          },
          onError: () => (failed = true),
        });
        if (failed || !received) throw new Error("Resposta vazia do agente");
      } catch (error) {
        if (controller.signal.aborted) {
          setMessages((current) => withLast(current, (last) => (last.content ? { ...last, status: "stopped" } : null)));
          return;
        }
        console.error(error);
        setMessages((current) => withLast(current, (last) => ({ ...last, content: AGENT_ERROR })));
      } finally {
        if (abort.current === controller) abort.current = null;
        setBusy(false);
      }
    },
    [context, messages],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  return { messages, busy, send, stop };
}
