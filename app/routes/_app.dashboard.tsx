import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FileText, FolderPlus, MessageSquare, MessagesSquare, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { VerifyEmailBanner } from "#app/components/account/verify-email-banner.tsx";
import { AFTER_INVITATIONS, PendingInvitations } from "#app/components/projects/pending-invitations.tsx";
import { useLoadErrorToasts } from "#app/components/load-error-toasts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { headlines } from "#app/initiatives/headlines.ts";
import { initiativePath, initiatives } from "#app/initiatives/registry.ts";
import { focusFirst } from "#app/lib/focus-next.ts";
import { formatNumber, pluralNoun } from "#isomorphic/text/format.ts";
import { useProduct } from "#app/lib/use-product.ts";
import { withEnv } from "#core/context.ts";
import { handleDashboardAction, loadDashboard } from "#core/dashboard.ts";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";
import { CreateProjectOnDemand } from "#app/components/projects/create-project-on-demand.tsx";

export const meta: MetaFunction = () => [{ title: "Dashboard — Nexo" }];

// The tiles' figures travel as data (~1 KB): importing them in the page made it load every initiative's data module.
export const loader = withEnv(async (request, env) => ({ ...(await loadDashboard(request, env)), headlines }));

export const headers = actionHeadersThrough;

export const action = withEnv(handleDashboardAction);

export default function Dashboard() {
  const { user, projects, invitations, emailVerification, loadErrors, headlines } = useLoaderData<typeof loader>();
  useLoadErrorToasts(loadErrors);
  const { utilityName } = useProduct();
  const [creating, setCreating] = useState(false);
  // Confirming the address removes its banner, the focused form with it: focus moves on to the invitations it
  // unlocked, or the projects.
  const verifying = emailVerification !== null;
  // Unproven, the Dashboard knows only how many wait (not for which projects).
  const waiting = invitations.length + (emailVerification?.waitingInvitations ?? 0);
  const wasVerifying = useRef(verifying);
  useEffect(() => {
    if (wasVerifying.current && !verifying) focusFirst(...AFTER_INVITATIONS);
    wasVerifying.current = verifying;
  }, [verifying]);

  return (
    <main className="mx-auto w-full max-w-6xl space-y-10 p-4 md:p-8">
      <section className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">Olá, {user.fullName}!</h1>
          <p className="mt-1 text-muted">Seus projetos e as iniciativas de IA em um só lugar.</p>
        </div>
        <Button onClick={() => setCreating(true)} data-new-project>
          <FolderPlus aria-hidden className="h-4 w-4" /> Novo Projeto
        </Button>
      </section>

      {emailVerification ? <VerifyEmailBanner verification={emailVerification} /> : null}
      <PendingInvitations invitations={invitations} />

      <section aria-labelledby="meus-projetos">
        <h2 id="meus-projetos" className="mb-4 text-lg font-semibold">
          Meus projetos
        </h2>
        {projects.length === 0 && waiting > 0 ? (
          // An invitation waits: it is the way in, not "no project".
          <div className="rounded-xl border border-dashed border-line bg-white p-8 text-center">
            <p className="font-medium">
              {verifying ? "Confirme seu e-mail e aceite" : "Aceite"}{" "}
              {waiting === 1
                ? "o convite acima para participar do projeto."
                : "os convites acima para participar dos projetos."}
            </p>
          </div>
        ) : projects.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line bg-white p-8 text-center">
            <p className="font-medium">Você ainda não participa de nenhum projeto.</p>
            <p className="mt-1 text-sm text-muted">Crie um projeto ou peça para a equipe Nexo adicionar você.</p>
            <Button className="mt-4" onClick={() => setCreating(true)}>
              Criar meu primeiro projeto
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id} className="min-w-0">
                <Link
                  to={`/projects/${project.id}`}
                  data-project-card
                  className="block h-full rounded-xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow"
                >
                  <h3 className="truncate font-semibold text-ink">{project.name}</h3>
                  <p className="mt-1 line-clamp-2 min-h-10 text-sm text-muted">
                    {project.description ?? "Sem descrição."}
                  </p>
                  {/* Each figure stays whole ("12 mensagens") and the row wraps between figures, never inside one. */}
                  <dl className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-4 gap-y-2 text-sm text-muted">
                    {PROJECT_FIGURES.map(({ key, icon, label, one, many }) => (
                      <Stat
                        key={key}
                        icon={icon}
                        label={label}
                        count={project[key]}
                        noun={pluralNoun(project[key], one, many)}
                      />
                    ))}
                  </dl>
                  {/* Messages sent outside a conversation are counted above but live only in the consolidated
                      view: say where, so "0 conversas · 18 mensagens" is not a puzzle. */}
                  {project.consolidatedOnlyMessages > 0 ? (
                    <p className="mt-2 text-xs text-muted" data-testid="consolidated-only">
                      {formatNumber(project.consolidatedOnlyMessages)}{" "}
                      {pluralNoun(project.consolidatedOnlyMessages, "mensagem", "mensagens")} fora das conversas, na
                      Conversa Consolidada do Projeto
                    </p>
                  ) : null}
                  <p className="mt-4 text-xs text-muted">Última atividade {project.lastActivity}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="iniciativas">
        <h2 id="iniciativas" className="mb-4 text-lg font-semibold">
          Iniciativas {utilityName}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {initiatives.map(({ slug, title, icon: Icon }) => (
            <li key={slug}>
              <Link
                to={initiativePath(slug)}
                className="flex h-full flex-col rounded-xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow"
              >
                <span className="flex items-center gap-2 text-sm font-medium text-ink">
                  <Icon aria-hidden className="h-4 w-4 text-brand-600" /> {title}
                </span>
                <span className="mt-3 text-2xl font-bold text-brand-800">{headlines[slug].value}</span>
                <span className="text-xs text-muted">{headlines[slug].label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CreateProjectOnDemand open={creating} onOpenChange={setCreating} />
    </main>
  );
}

/** The four figures each project card counts, in the card's order, with the noun's singular and plural. */
const PROJECT_FIGURES = [
  { key: "conversations", icon: MessagesSquare, label: "Conversas", one: "conversa", many: "conversas" },
  { key: "documents", icon: FileText, label: "Documentos", one: "documento", many: "documentos" },
  { key: "messages", icon: MessageSquare, label: "Mensagens", one: "mensagem", many: "mensagens" },
  { key: "members", icon: Users, label: "Membros", one: "membro", many: "membros" },
] as const;

function Stat({ icon: Icon, label, count, noun }: { icon: typeof Users; label: string; count: number; noun: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2 whitespace-nowrap" data-stat={label}>
      <Icon aria-hidden className="h-4 w-4 shrink-0" />
      <dt className="sr-only">{label}</dt>
      <dd>
        <span className="font-semibold text-ink">{formatNumber(count)}</span> {noun}
      </dd>
    </div>
  );
}
