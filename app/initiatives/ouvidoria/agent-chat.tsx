import { Bot, Lightbulb } from "lucide-react";
import { lazy, useEffect, useRef, useState } from "react";
import { ChatComposer } from "#app/components/chat/chat-composer.tsx";
import { QuestionButtons } from "#app/components/chat/suggested-questions.tsx";
import { MessageList } from "#app/components/chat/message-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { type IntentHandlers, menuLookAlikeProps, useIntent } from "#app/components/ui/on-demand.ts";
import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { useAnalystChat } from "./use-analyst-chat.ts";

export { AGENT_ERROR, AGENT_GREETING } from "./use-analyst-chat.ts";

export const AGENT_SUGGESTIONS = [
  "Quais são as principais tendências de hoje?",
  "Faça um resumo executivo da situação atual",
  "Qual região precisa de mais atenção e por quê?",
  "Qual a previsão de volume para os próximos 7 dias?",
  "Compare o desempenho dos canais de atendimento",
] as const;

const loadSuggestionsMenu = () => import("./suggestions-menu.tsx");
const RadixSuggestionsMenu = lazy(() => loadSuggestionsMenu().then((m) => ({ default: m.SuggestionsMenu })));
/** The keys that open a Radix menu from its trigger. */
const MENU_KEYS = ["Enter", " ", "ArrowDown"] as const;

/** The spec: a suggestion fills the input and is sent 100 ms later. */
const SUGGESTION_DELAY_MS = 100;

/**
 * The ouvidoria's streaming AI analyst, 600 px high (less on a short
 * projector), on the same message list, composer and stop button as the
 * project chat; its endpoint keeps the spec's SSE contract. The suggestions
 * are listed while only the greeting is on screen, then stay one click away
 * under Sugestões.
 */
export function OuvidoriaAgentChat({ context }: { context: AgentContext }) {
  const { messages, busy, send, stop } = useAnalystChat(context);
  const [input, setInput] = useState("");
  const pendingSuggestion = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (pendingSuggestion.current) clearTimeout(pendingSuggestion.current);
    },
    [],
  );

  const ask = (text: string) => {
    setInput("");
    void send(text);
  };

  function pickSuggestion(suggestion: string) {
    if (busy) return;
    setInput(suggestion);
    pendingSuggestion.current = setTimeout(() => ask(suggestion), SUGGESTION_DELAY_MS);
  }

  const onlyGreeting = messages.length === 1;

  return (
    // On stage the box takes the slide's height under its heading, less the footer: the conversation grows
    // into the room instead of a fixed box over an empty third of the screen.
    <section
      data-slide-unit
      className="flex h-[600px] flex-col overflow-hidden rounded-xl border border-line bg-white presenter:h-[calc(100dvh-10rem)]"
      aria-label="Analista de IA"
    >
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
          <QuestionButtons questions={AGENT_SUGGESTIONS} disabled={busy} onAsk={pickSuggestion} layout="small-chips" />
        </div>
      ) : null}

      <ChatComposer
        id="ouvidoria-agent-input"
        label="Pergunta para o analista"
        sendLabel="Enviar pergunta"
        placeholder="Pergunte sobre os dados da Ouvidoria..."
        value={input}
        onChange={setInput}
        onSend={ask}
        onStop={stop}
        busy={busy}
        maxLength={4000}
        multiline={false}
        leading={onlyGreeting ? null : <SuggestionsMenu disabled={busy} onPick={pickSuggestion} />}
      />
    </section>
  );
}

function SuggestionsMenu({ disabled, onPick }: { disabled: boolean; onPick: (suggestion: string) => void }) {
  const menu = useIntent(loadSuggestionsMenu, MENU_KEYS);
  if (!menu.wanted) return suggestionsButton(disabled, menu.handlers);
  return (
    <Lazily fallback={suggestionsButton(disabled, menu.handlers)}>
      <RadixSuggestionsMenu suggestions={AGENT_SUGGESTIONS} onPick={onPick}>
        {suggestionsButton(disabled)}
      </RadixSuggestionsMenu>
    </Lazily>
  );
}

/**
 * The Sugestões button: the menu's trigger once loaded (Radix sets its ARIA state then), and until then a
 * look-alike that loads the menu when reached for.
 */
function suggestionsButton(disabled: boolean, intent?: IntentHandlers) {
  return (
    <Button type="button" variant="outline" className="shrink-0" disabled={disabled} {...menuLookAlikeProps(intent)}>
      <Lightbulb aria-hidden className="h-4 w-4" />
      <span className="max-sm:sr-only">Sugestões</span>
    </Button>
  );
}
