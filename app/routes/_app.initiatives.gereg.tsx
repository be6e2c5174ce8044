import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/gereg/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "GEREG - Conformidade — Nexo" }];

export default Page;
