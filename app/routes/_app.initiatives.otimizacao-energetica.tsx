import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "#app/initiatives/otimizacao-energetica/page.tsx";

export { initiativeLoader as loader } from "#app/initiatives/shared/initiative-loader.server.ts";

export const meta: MetaFunction = () => [{ title: "Otimização Energética — Nexo" }];

export default Page;
