import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "#app/lib/utils.ts";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  accent: "bg-accent-600 text-white hover:bg-accent-500 shadow-sm",
  outline: "border border-line bg-white text-ink hover:bg-brand-50",
  ghost: "text-ink hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50 shadow-sm",
  /** Outline on dark backgrounds (the landing hero). */
  onDark: "border border-white/40 bg-transparent text-white hover:bg-white/10",
  danger: "bg-danger text-white hover:bg-red-800",
} as const;

/** Below 768 px (a finger, not a pointer) every size is at least 44×44 px. */
const sizes = {
  sm: "h-8 px-3 text-sm max-md:h-11 max-md:min-w-11",
  md: "h-10 px-4 text-sm max-md:h-11",
  lg: "h-12 px-6 text-base",
  icon: "h-9 w-9 max-md:h-11 max-md:w-11",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with button styles. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = "primary", size = "md", asChild = false, ...props },
  ref,
) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      ref={ref}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
        "disabled:pointer-events-none disabled:opacity-60",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
