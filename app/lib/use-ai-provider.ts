import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "#app/root.tsx";

/** The configured AI provider, as the UI should credit it. */
export function useAiProvider(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.aiProvider ?? "Analista offline do Nexo";
}
