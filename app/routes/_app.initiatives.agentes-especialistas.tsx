import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/agentes-especialistas/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Agentes Especialistas — Nexo" }];

export default Page;
