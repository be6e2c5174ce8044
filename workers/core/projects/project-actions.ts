import { createProjectSchema } from "#isomorphic/schemas/projects.ts";
import { requireUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { handleIntentForm } from "#core/http/form.ts";
import { redirectWithToast } from "#core/toast.ts";
import { createProject } from "./projects.ts";
import { logger } from "#core/log.ts";

const intents = { "create-project": { schema: createProjectSchema, errorTitle: "Erro ao criar projeto" } };

/** POST /projects: creates a project and selects it (redirect to its page). */
export async function handleCreateProject(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  return handleIntentForm(request, intents, async (form) => {
    const project = await createProject(database(env.DB), user.id, form.data).catch((error: unknown) => {
      logger.error("project_create_failed", { error });
      throw new AppError("unavailable", "Não foi possível salvar o projeto. Tente novamente.");
    });
    return redirectWithToast(env, `/projects/${project.id}`, {
      type: "success",
      title: "Projeto criado!",
      description: `${project.name} criado com sucesso.`,
    });
  });
}
