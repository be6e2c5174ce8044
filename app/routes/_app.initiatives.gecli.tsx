import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/gecli/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "GECLI - Inadimplência — Nexo" }];

export default Page;
