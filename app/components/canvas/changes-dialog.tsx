import { diffLines } from "diff";
import { useMemo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/utils.ts";

export interface ChangesChoice {
  label: string;
  onChoose: () => void;
  variant?: "primary" | "outline" | "danger";
}

/** What the compare shows: why it is shown, the two texts, the saved one's name and the ways out. */
export interface ChangesContent {
  title: string;
  description: string;
  saved: string;
  draft: string;
  savedLabel: string;
  choices: ChangesChoice[];
}

/**
 * Two versions of a document side by side as one line diff: what only the
 * saved version has (−) and what only the draft has (+), with jsdiff. The
 * caller names the ways out. A lazy chunk, fetched when the editor opens
 * (canvas-document.tsx), so a conflict does not wait on the download; the
 * draft is never at stake on it, as it stays in the editor and the choices
 * show inline if the chunk cannot load.
 */
export function ChangesDialog({
  open,
  onOpenChange,
  title,
  description,
  saved,
  draft,
  savedLabel,
  choices,
}: ChangesContent & { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Each part keyed by where it starts in the diff (lines before it) and what it is: stable for one diff.
  const parts = useMemo(() => {
    let line = 0;
    return diffLines(saved, draft).map((part) => {
      const key = `${part.added ? "+" : part.removed ? "-" : "="}${line}`;
      line += part.count ?? 0;
      return { ...part, key };
    });
  }, [saved, draft]);
  const same = parts.every((part) => !part.added && !part.removed);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader title={title} description={description} />
        <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span>
            <span className="font-mono text-danger">−</span> só na {savedLabel}
          </span>
          <span>
            <span className="font-mono text-success">+</span> só no seu rascunho
          </span>
        </p>
        <div
          className="max-h-[50dvh] overflow-auto rounded-md border border-line bg-slate-50 font-mono text-xs"
          data-testid="changes-diff"
        >
          {same ? (
            <p className="p-3 font-sans text-sm text-muted">O texto das duas versões é igual.</p>
          ) : (
            parts.map((part) => (
              <pre
                key={part.key}
                className={cn(
                  "whitespace-pre-wrap break-words px-3 py-0.5",
                  part.added && "bg-success-soft text-success",
                  part.removed && "bg-danger-soft text-danger",
                  !part.added && !part.removed && "text-muted",
                )}
              >
                {prefixLines(part.value, part.added ? "+ " : part.removed ? "− " : "  ")}
              </pre>
            ))
          )}
        </div>
        <DialogFooter>
          {choices.map((choice) => (
            <Button key={choice.label} variant={choice.variant ?? "outline"} onClick={choice.onChoose}>
              {choice.label}
            </Button>
          ))}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function prefixLines(text: string, prefix: string): string {
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}
