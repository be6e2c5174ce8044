import type { ReactElement } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";

/**
 * The analyst's Sugestões menu (Radix). Loaded when the Sugestões button is first reached for
 * (agent-chat.tsx), which then mounts it open around that button; the page's first load carries no menu.
 */
export function SuggestionsMenu({
  suggestions,
  onPick,
  children,
}: {
  suggestions: readonly string[];
  onPick: (suggestion: string) => void;
  /** The Sugestões button. */
  children: ReactElement;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top" className="max-w-[min(28rem,90vw)]">
        {suggestions.map((suggestion) => (
          <DropdownMenuItem key={suggestion} onSelect={() => onPick(suggestion)}>
            {suggestion}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
