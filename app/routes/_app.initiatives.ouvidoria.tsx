import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/ouvidoria/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Análise de Sentimento — Nexo" }];

export default Page;
