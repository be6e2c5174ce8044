import { Sparkles } from "lucide-react";

/** Questions to start an empty conversation with, drawn from the project's documents; one click asks it. */
export function SuggestedQuestions({
  questions,
  disabled,
  onAsk,
}: {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="w-full max-w-xl">
      <p className="mb-2 flex items-center justify-center gap-1.5 text-sm font-medium text-ink">
        <Sparkles aria-hidden className="h-4 w-4 text-brand-600" /> Perguntas sugeridas
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Perguntas sugeridas">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="h-full w-full rounded-lg border border-line bg-white px-3 py-2 text-left text-sm text-ink hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Questions an answer offers (after a refusal): the same one-click buttons, under the message. */
export function AnswerSuggestions({
  questions,
  disabled,
  onAsk,
}: {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Você pode perguntar">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className="rounded-full border border-line bg-white px-3 py-1 text-left text-sm text-ink hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
