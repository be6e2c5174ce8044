import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/bi-conversacional/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "BI Conversacional — Nexo" }];

export default Page;
