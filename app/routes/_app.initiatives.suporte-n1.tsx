import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/suporte-n1/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Suporte Nível 1 — Nexo" }];

export default Page;
