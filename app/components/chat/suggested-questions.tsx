import { Sparkles } from "lucide-react";

const OUTLINED =
  "border border-line bg-white text-left text-ink hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60";

/**
 * How the buttons are laid out: a grid in an empty conversation, a row of chips under an answer (smaller in the
 * ouvidoria analyst's panel), a column of full-width suggestions beside a search box (BI Conversacional).
 */
const LAYOUTS = {
  grid: { list: "grid gap-2 sm:grid-cols-2", button: `h-full w-full rounded-lg px-3 py-2 text-sm ${OUTLINED}` },
  chips: { list: "mt-2 flex flex-wrap gap-2", button: `rounded-full px-3 py-1 text-sm ${OUTLINED}` },
  "small-chips": { list: "flex flex-wrap gap-2", button: `rounded-full px-3 py-1 text-xs ${OUTLINED}` },
  column: {
    list: "mt-2 flex flex-col gap-2",
    button:
      "w-full break-words rounded-lg border border-line bg-brand-50 px-3 py-2 text-left text-sm text-brand-800 hover:bg-brand-100 disabled:opacity-60",
  },
} as const;

/** Questions as one-click buttons: each asks itself. */
export function QuestionButtons({
  questions,
  disabled,
  onAsk,
  label,
  layout,
}: SuggestionsProps & { label?: string; layout: keyof typeof LAYOUTS }) {
  return (
    <ul className={LAYOUTS[layout].list} aria-label={label}>
      {questions.map((question) => (
        <li key={question}>
          <button type="button" disabled={disabled} onClick={() => onAsk(question)} className={LAYOUTS[layout].button}>
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface SuggestionsProps {
  questions: readonly string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** Questions to start an empty conversation with, drawn from the project's documents; one click asks it. */
export function SuggestedQuestions(props: SuggestionsProps) {
  if (props.questions.length === 0) return null;
  return (
    <div className="w-full max-w-xl">
      <p className="mb-2 flex items-center justify-center gap-1.5 text-sm font-medium text-ink">
        <Sparkles aria-hidden className="h-4 w-4 text-brand-600" /> Perguntas sugeridas
      </p>
      <QuestionButtons {...props} label="Perguntas sugeridas" layout="grid" />
    </div>
  );
}

/** Questions an answer offers (after a refusal): the same one-click buttons, under the message. */
export function AnswerSuggestions(props: SuggestionsProps) {
  if (props.questions.length === 0) return null;
  return <QuestionButtons {...props} label="Você pode perguntar" layout="chips" />;
}
