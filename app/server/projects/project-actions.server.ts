import { createProjectSchema } from "~/lib/schemas/projects";
import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { ApiError } from "~/server/http/api-error";
import { handleIntentForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { createProject } from "./projects.server";

const intents = { "create-project": { schema: createProjectSchema, errorTitle: "Erro ao criar projeto" } };

/** POST /projects: creates a project and selects it (redirect to its page). */
export async function handleCreateProject(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  return handleIntentForm(request, intents, async (form) => {
    const project = await createProject(database(env.DB), user.id, form.data).catch((error: unknown) => {
      console.error("create project failed", error);
      throw new ApiError("unavailable", "Não foi possível salvar o projeto. Tente novamente.");
    });
    return redirectWithToast(env, `/projects/${project.id}`, {
      type: "success",
      title: "Projeto criado!",
      description: `${project.name} criado com sucesso.`,
    });
  });
}
