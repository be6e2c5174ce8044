import { ChevronDown } from "lucide-react";
import { lazy } from "react";
import { cn } from "#app/lib/utils.ts";
import { Lazily } from "./lazily.tsx";
import { useIntent } from "./on-demand.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  label: string;
  options: SelectOption[];
  className?: string;
}

// Radix Select and its positioning engine (~20 KB gzip with the shared Radix parts) load when a select is first
// reached for; until then the trigger below stands in for it, on the server too.
const loadRadix = () => import("./select-radix.tsx");
const RadixSelect = lazy(loadRadix);
/** The keys that open a Radix select from its trigger. */
const SELECT_KEYS = ["Enter", " ", "ArrowUp", "ArrowDown"] as const;

/**
 * A Radix Select styled like the app's inputs. The trigger shows the chosen
 * option's label itself (not through Radix's portal), so the server's HTML
 * already has it and the button looks the same before and after Radix loads.
 */
export function Select(props: SelectProps) {
  const intent = useIntent(loadRadix, SELECT_KEYS);
  const { value, placeholder, label, options, className } = props;
  const chosen = options.find((option) => option.value === value);
  const trigger = (extra: object) => (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-line bg-white px-3 text-left text-sm text-ink",
        "focus-visible:border-brand-500 data-[placeholder]:text-muted",
        className,
      )}
      {...extra}
    >
      <span className="min-w-0 truncate">{chosen ? chosen.label : placeholder}</span>
      <ChevronDown aria-hidden className="h-4 w-4 shrink-0 text-muted" />
    </button>
  );
  // What Radix's closed trigger says of itself, for the stand-in.
  const standIn = trigger({
    role: "combobox",
    "aria-expanded": false,
    "aria-autocomplete": "none",
    "data-state": "closed",
    "data-placeholder": chosen ? undefined : "",
    ...intent.handlers,
  });
  if (!intent.wanted) return standIn;
  return (
    <Lazily fallback={standIn}>
      <RadixSelect value={value} onValueChange={props.onValueChange} options={options}>
        {trigger({})}
      </RadixSelect>
    </Lazily>
  );
}
