import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/impacto/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Impacto e Conclusão — Nexo" }];

export default Page;
