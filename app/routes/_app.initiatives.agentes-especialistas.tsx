import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/agentes-especialistas/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Agentes Especialistas — Nexo" }];

export default Page;
