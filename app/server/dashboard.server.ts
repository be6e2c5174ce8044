import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { listProjectActivity } from "~/server/projects/projects.server";

export async function loadDashboard(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const projects = await listProjectActivity(env.DB, user.id);
  return { user: { fullName: user.fullName }, projects };
}
