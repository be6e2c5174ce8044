import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/ouvidoria/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Análise de Sentimento — Nexo" }];

export default Page;
