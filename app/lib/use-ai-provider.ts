import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The configured AI provider, as the UI should credit it. */
export function useAiProvider(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.aiProvider ?? "Analista offline do Nexo";
}
