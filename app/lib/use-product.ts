import { useRouteLoaderData } from "@remix-run/react";
import { defaultProductConfig, type ProductConfig } from "~/config/product";
import type { loader as rootLoader } from "~/root";

export function useProduct(): ProductConfig {
  return useRouteLoaderData<typeof rootLoader>("root")?.product ?? defaultProductConfig;
}
