import * as SelectPrimitive from "@radix-ui/react-select";
import { Check } from "lucide-react";
import type { ReactElement } from "react";
import type { SelectOption } from "./select.tsx";

/**
 * The Radix half of Select, in its own chunk (see select.tsx): mounted when
 * the trigger is first pressed, so it starts open.
 */
export default function RadixSelect({
  value,
  onValueChange,
  options,
  children,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** The trigger button. */
  children: ReactElement;
}) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} defaultOpen>
      <SelectPrimitive.Trigger asChild>{children}</SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-line bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 pr-8 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Check aria-hidden className="h-4 w-4 text-brand-700" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
