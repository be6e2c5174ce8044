import { useRouteLoaderData } from "@remix-run/react";
import { defaultProductConfig, type ProductConfig } from "#isomorphic/config/product.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function useProduct(): ProductConfig {
  return useRouteLoaderData<typeof rootLoader>("root")?.product ?? defaultProductConfig;
}
