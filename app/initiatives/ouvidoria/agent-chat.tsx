import { Bot, Loader2, Send } from "lucide-react";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { createDeltaReader } from "~/lib/sse-client";
import { cn } from "~/lib/utils";
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

// react-markdown is most of this page's weight; it loads while the first answer streams.
const Markdown = lazy(() => import("~/components/markdown").then((m) => ({ default: m.Markdown })));

function PlainText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap text-sm">{text}</p>;
}

function withLast(messages: AgentMessage[], update: (content: string) => string): AgentMessage[] {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant") return messages;
  return [...messages.slice(0, -1), { ...last, content: update(last.content) }];
}

/** The ouvidoria's streaming AI analyst, 600 px high. */
export function OuvidoriaAgentChat({ context }: { context: AgentContext }) {
  const [messages, setMessages] = useState<AgentMessage[]>([{ role: "assistant", content: AGENT_GREETING }]);
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const pendingSuggestion = useRef<ReturnType<typeof setTimeout> | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // Leaving the page stops the stream and any queued suggestion.
  useEffect(
    () => () => {
      abort.current?.abort();
      if (pendingSuggestion.current) clearTimeout(pendingSuggestion.current);
    },
    [],
  );

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages]);

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
      if (!response.ok || !response.body) throw new Error("Falha ao iniciar streaming");
      let received = "";
      let failed = false;
      const reader = createDeltaReader(
        (delta) => {
          received += delta;
          setMessages((current) => withLast(current, (text) => text + delta));
        },
        () => (failed = true),
      );
      const body = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await body.read();
        if (done) break;
        reader.feed(value);
      }
      reader.end();
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(input);
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

      <ol ref={list} aria-busy={busy} aria-label="Conversa com o analista" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((message, index) => (
          <li key={index} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
            <div
              data-role={message.role}
              className={cn(
                "max-w-[85%] min-w-0 break-words rounded-2xl px-4 py-2",
                message.role === "user" ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-ink",
              )}
            >
              {message.role === "assistant" && !message.content && busy ? (
                <Loader2 aria-label="Gerando resposta" className="h-4 w-4 animate-spin text-brand-700" />
              ) : message.role === "assistant" && index > 0 ? (
                <Suspense fallback={<PlainText text={message.content} />}>
                  <Markdown>{message.content}</Markdown>
                </Suspense>
              ) : (
                <PlainText text={message.content} />
              )}
            </div>
          </li>
        ))}
      </ol>

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

      <form onSubmit={onSubmit} className="flex gap-2 border-t border-line p-3">
        <label htmlFor="ouvidoria-agent-input" className="sr-only">
          Pergunta para o analista
        </label>
        <input
          id="ouvidoria-agent-input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          disabled={busy}
          maxLength={4000}
          placeholder="Pergunte sobre os dados da Ouvidoria..."
          className="h-10 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-500"
        />
        <Button type="submit" disabled={busy || !input.trim()} aria-label="Enviar pergunta">
          {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Send aria-hidden className="h-4 w-4" />}
        </Button>
      </form>
    </div>
  );
}
