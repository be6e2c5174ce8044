import type { MetaFunction } from "@remix-run/cloudflare";
import Page from "~/initiatives/otimizacao-energetica/page";

export { initiativeLoader as loader } from "~/initiatives/shared/initiative-loader.server";

export const meta: MetaFunction = () => [{ title: "Otimização Energética — Nexo" }];

export default Page;
