import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/abertura/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Abertura Institucional — Nexo" }];

export default Page;
