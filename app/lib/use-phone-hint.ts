import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The server's guess that this is a phone (app/server/http/phone-hint.server.ts): the value media queries start from. */
export function usePhoneHint(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.phone ?? false;
}
