import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "#app/lib/utils.ts";

/*
 * Tabs after the WAI-ARIA tabs pattern (automatic activation, roving tabindex, ←/→ looping within a
 * list, Home/End), with Radix Tabs' API and attributes so callers and styles did not change.
 *
 * Why not Radix Tabs, which the rest of the UI's primitives come from: on the two pages that have tabs
 * (/auth, agentes-especialistas) it cost a phone ~60-80 ms of the hydration task. Each trigger's
 * roving-focus item reads "is hydrated" from an external store whose server value differs, so React
 * re-renders every tab synchronously right after hydrating; each panel's Presence reads
 * getComputedStyle while hydrating, forcing a style recalculation. Lighthouse counted both as blocking
 * time. Everything here renders the same on the server and in the first client render, and no effect
 * runs at start-up.
 */

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
};

const TabsContext = createContext<TabsContextValue | null>(null);
/** The value of the trigger in this list that takes Tab focus: the selected one, else the first. */
const TabStopContext = createContext<string | undefined>(undefined);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** Controlled value; with it, `onValueChange` must keep it current. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const context = useMemo(() => ({ baseId, value: current, select }), [baseId, current, select]);
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** The trigger values among a list's direct children (callers map triggers straight into the list). */
function triggerValues(children: ReactNode): string[] {
  const values: string[] = [];
  Children.forEach(children, (child) => {
    if (
      isValidElement<{ value?: unknown }>(child) &&
      child.type === TabsTrigger &&
      typeof child.props.value === "string"
    ) {
      values.push(child.props.value);
    }
  });
  return values;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, children, onKeyDown, ...props }: ComponentProps<"div">) {
  const { value } = useTabs("TabsList");
  const values = triggerValues(children);
  const tabStop = value !== undefined && values.includes(value) ? value : values[0];

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = NEXT_KEYS[event.key];
    if (event.defaultPrevented || !next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation), as in Radix's default.
    tabs[next(index, tabs.length)]?.focus();
  };

  return (
    <TabStopContext.Provider value={tabStop}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={cn("inline-flex h-10 w-full items-center rounded-lg bg-slate-100 p-1 text-muted", className)}
        onKeyDown={moveFocus}
        {...props}
      >
        {children}
      </div>
    </TabStopContext.Provider>
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, disabled, onMouseDown, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select } = useTabs("TabsTrigger");
  const tabStop = useContext(TabStopContext);
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      // A trigger the list could not see among its children (wrapped in another component) still
      // leaves the selected tab reachable.
      tabIndex={value === tabStop || (tabStop === undefined && selected) ? 0 : -1}
      className={cn(
        "inline-flex h-8 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium transition",
        "data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm",
        className,
      )}
      // Selected on press (not release), on focus (arrow keys) and on click (Enter, Space, and screen
      // readers that click without pressing).
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && !disabled && event.button === 0 && !event.ctrlKey) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string };

/** The selected panel; the others are not rendered (as with Radix, a form in a hidden tab starts afresh). */
export function TabsContent({ value, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue } = useTabs("TabsContent");
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel the next Tab stop after its tab
      tabIndex={0}
      {...props}
    />
  );
}
