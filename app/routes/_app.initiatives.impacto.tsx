import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/impacto/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Impacto e Conclusão — Nexo" }];

export default Page;
