import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/qualidade-agua/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Qualidade da Água — Nexo" }];

export default Page;
