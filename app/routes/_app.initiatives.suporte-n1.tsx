import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/suporte-n1/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Suporte Nível 1 — Nexo" }];

export default Page;
