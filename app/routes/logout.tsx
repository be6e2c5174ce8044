import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { PRESENTER_COOKIE } from "#app/initiatives/presenter/presenter-cookie.ts";
import { destroyAuthSession } from "#core/auth/session.ts";
import { envOf } from "#core/context.ts";

/** Sair: a POST only, so a link or an image elsewhere cannot sign anyone out. */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyAuthSession(request, envOf(context)));
  // The next person at this browser starts outside presenter mode.
  headers.append("Set-Cookie", `${PRESENTER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/");
}
