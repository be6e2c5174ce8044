import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { listProjectsForUser } from "~/server/db/projects.server";

/** /projects selects the user's newest project; with none, the page shows the empty workspace. */
export async function loadProjectsIndex(request: Request, env: AppEnv): Promise<null> {
  const user = await requireUser(request, env);
  const [newest] = await listProjectsForUser(database(env.DB), user.id);
  if (newest) throw redirect(`/projects/${newest.id}`);
  return null;
}
