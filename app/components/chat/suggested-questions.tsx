import { Sparkles } from "lucide-react";

/** Questions as one-click buttons: each asks itself. */
function QuestionButtons({
  questions,
  disabled,
  onAsk,
  label,
  className,
  buttonClassName,
}: {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
  label: string;
  className: string;
  buttonClassName: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className={`${buttonClassName} border border-line bg-white text-left text-sm text-ink hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60`}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface SuggestionsProps {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** Questions to start an empty conversation with, drawn from the project's documents; one click asks it. */
export function SuggestedQuestions({ questions, disabled, onAsk }: SuggestionsProps) {
  if (questions.length === 0) return null;
  return (
    <div className="w-full max-w-xl">
      <p className="mb-2 flex items-center justify-center gap-1.5 text-sm font-medium text-ink">
        <Sparkles aria-hidden className="h-4 w-4 text-brand-600" /> Perguntas sugeridas
      </p>
      <QuestionButtons
        questions={questions}
        disabled={disabled}
        onAsk={onAsk}
        label="Perguntas sugeridas"
        className="grid gap-2 sm:grid-cols-2"
        buttonClassName="h-full w-full rounded-lg px-3 py-2"
      />
    </div>
  );
}

/** Questions an answer offers (after a refusal): the same one-click buttons, under the message. */
export function AnswerSuggestions({ questions, disabled, onAsk }: SuggestionsProps) {
  if (questions.length === 0) return null;
  return (
    <QuestionButtons
      questions={questions}
      disabled={disabled}
      onAsk={onAsk}
      label="Você pode perguntar"
      className="mt-2 flex flex-wrap gap-2"
      buttonClassName="rounded-full px-3 py-1"
    />
  );
}
