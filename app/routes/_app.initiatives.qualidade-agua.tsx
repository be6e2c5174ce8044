import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/qualidade-agua/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Qualidade da Água — Nexo" }];

export default Page;
