import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { destroyUserSession } from "~/server/auth/session.server";
import { envOf } from "~/server/context";

/** Sair: a POST only, so a link or an image elsewhere cannot sign anyone out. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/auth", {
    headers: { "Set-Cookie": await destroyUserSession(request, envOf(context)) },
  });
}

export function loader() {
  return redirect("/");
}
