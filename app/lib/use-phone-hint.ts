import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "#app/root.tsx";

/** The server's guess that this is a phone (workers/core/http/phone-hint.ts): the value media queries start from. */
export function usePhoneHint(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.phone ?? false;
}
