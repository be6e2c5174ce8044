import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/auditoria-ppp/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Auditoria PPP — Nexo" }];

export default Page;
