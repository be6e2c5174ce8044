import { createProjectSchema } from "~/lib/schemas/projects";
import { actionFailure } from "~/server/action-response.server";
import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { readIntentForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { createProject } from "./projects.server";

const intents = { "create-project": { schema: createProjectSchema, errorTitle: "Erro ao criar projeto" } };

/** POST /projects: creates a project and selects it (redirect to its page). */
export async function handleCreateProject(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const form = await readIntentForm(request, intents);
  if (!form.ok) return actionFailure(form.status, form.title, form.message);
  try {
    const project = await createProject(database(env.DB), user.id, form.data);
    return redirectWithToast(env, `/projects/${project.id}`, {
      type: "success",
      title: "Projeto criado!",
      description: `${project.name} criado com sucesso.`,
    });
  } catch (error) {
    console.error("create project failed", error);
    return actionFailure(503, "Erro ao criar projeto", "Não foi possível salvar o projeto. Tente novamente.");
  }
}
