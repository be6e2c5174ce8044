import { Bot } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ChatComposer } from "~/components/chat/chat-composer";
import { MessageList } from "~/components/chat/message-list";
import { readChatStream } from "~/components/chat/read-chat-stream";
import type { AgentContext, AgentMessage } from "./types";

export const AGENT_GREETING =
  "Olá! Sou o analista de IA da Ouvidoria. Acompanho em tempo real as métricas do call center, as regiões, os casos críticos e as tendências. Como posso ajudar?";

export const AGENT_SUGGESTIONS = [
  "Quais são as principais tendências de hoje?",
  "Faça um resumo executivo da situação atual",
  "Qual região precisa de mais atenção e por quê?",
  "Qual a previsão de volume para os próximos 7 dias?",
  "Compare o desempenho dos canais de atendimento",
] as const;

export const AGENT_ERROR =
  "Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.";

const SUGGESTION_DELAY_MS = 100;

function withLast(messages: AgentMessage[], update: (content: string) => string): AgentMessage[] {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant") return messages;
  return [...messages.slice(0, -1), { ...last, content: update(last.content) }];
}

/**
 * The ouvidoria's streaming AI analyst, 600 px high, on the same message
 * list, composer and stream reader as the project chat; its endpoint keeps
 * the spec's SSE contract.
 */
export function OuvidoriaAgentChat({ context }: { context: AgentContext }) {
  const [messages, setMessages] = useState<AgentMessage[]>([{ role: "assistant", content: AGENT_GREETING }]);
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const pendingSuggestion = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the page stops the stream and any queued suggestion.
  useEffect(
    () => () => {
      abort.current?.abort();
      if (pendingSuggestion.current) clearTimeout(pendingSuggestion.current);
    },
    [],
  );

  async function send(text: string) {
    const content = text.trim();
    if (!content || busy) return;
    const history: AgentMessage[] = [...messages, { role: "user", content }];
    setMessages([...history, { role: "assistant", content: "" }]);
    setInput("");
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
          setMessages((current) => withLast(current, (text) => text + delta));
        },
        onError: () => (failed = true),
      });
      if (failed || !received) throw new Error("Resposta vazia do agente");
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setMessages((current) => withLast(current, () => AGENT_ERROR));
    } finally {
      if (abort.current === controller) abort.current = null;
      setBusy(false);
    }
  }

  function pickSuggestion(suggestion: string) {
    if (busy) return;
    setInput(suggestion);
    pendingSuggestion.current = setTimeout(() => void send(suggestion), SUGGESTION_DELAY_MS);
  }

  const onlyGreeting = messages.length === 1;

  return (
    <div className="flex h-[600px] flex-col overflow-hidden rounded-xl border border-line bg-white" aria-label="Analista de IA">
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white">
          <Bot aria-hidden className="h-4 w-4" />
        </span>
        <div>
          <p className="text-sm font-semibold text-ink">Analista de IA</p>
          <p className="text-xs text-muted">Responde com base nos dados deste painel</p>
        </div>
      </div>

      <MessageList
        label="Conversa com o analista"
        busy={busy}
        messages={messages.map((message, index) => ({ id: String(index), ...message }))}
      />

      {onlyGreeting ? (
        <div className="border-t border-line px-4 py-3">
          <p className="mb-2 text-xs font-medium text-muted">Sugestões</p>
          <ul className="flex flex-wrap gap-2">
            {AGENT_SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => pickSuggestion(suggestion)}
                  disabled={busy}
                  className="rounded-full border border-line bg-white px-3 py-1 text-left text-xs text-ink hover:bg-brand-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ChatComposer
        id="ouvidoria-agent-input"
        label="Pergunta para o analista"
        sendLabel="Enviar pergunta"
        placeholder="Pergunte sobre os dados da Ouvidoria..."
        value={input}
        onChange={setInput}
        onSend={(text) => void send(text)}
        busy={busy}
        maxLength={4000}
        multiline={false}
      />
    </div>
  );
}
