import { actionFailure as failure } from "~/server/action-response.server";
import { firstIssue } from "~/server/auth/auth-schemas";
import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { redirectWithToast } from "~/server/toast.server";
import { createProjectSchema } from "./project-schemas";
import { createProject } from "./projects.server";

/** POST /projects: creates a project and selects it (redirect to its page). */
export async function handleCreateProject(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const form = await request.formData();
  const parsed = createProjectSchema.safeParse({
    name: form.get("name") ?? undefined,
    description: form.get("description") ?? undefined,
  });
  if (!parsed.success) return failure(400, "Erro ao criar projeto", firstIssue(parsed.error));
  try {
    const project = await createProject(env.DB, user.id, parsed.data);
    return redirectWithToast(`/projects/${project.id}`, {
      type: "success",
      title: "Projeto criado!",
      description: `${project.name} criado com sucesso.`,
    });
  } catch (error) {
    console.error("create project failed", error);
    return failure(500, "Erro ao criar projeto", "Não foi possível salvar o projeto. Tente novamente.");
  }
}
