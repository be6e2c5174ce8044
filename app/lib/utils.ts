import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: it costs ~7 KB gzip on every page, so
 * components avoid conflicting utilities instead (variants, not overrides).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
