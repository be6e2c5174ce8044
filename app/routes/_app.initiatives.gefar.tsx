import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/gefar/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "GEFAR - Faturamento — Nexo" }];

export default Page;
