import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/gefar/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "GEFAR - Faturamento — Nexo" }];

export default Page;
