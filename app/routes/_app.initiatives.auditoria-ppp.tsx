import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/auditoria-ppp/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Auditoria PPP — Nexo" }];

export default Page;
