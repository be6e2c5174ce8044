import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/bi-conversacional/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "BI Conversacional — Nexo" }];

export default Page;
