import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listProjectsForUser } from "#core/db/projects.ts";

/** /projects selects the user's newest project; with none, the page shows the empty workspace. */
export async function loadProjectsIndex(request: Request, env: AppEnv): Promise<null> {
  const user = await requireUser(request, env);
  const [newest] = await listProjectsForUser(database(env.DB), user.id);
  if (newest) throw redirect(`/projects/${newest.id}`);
  return null;
}
