import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ArrowRight, LayoutGrid, MessagesSquare, ShieldCheck } from "lucide-react";
import { WorkspacePreview } from "#app/components/landing/workspace-preview.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MarkedItem } from "#app/components/ui/marked-item.tsx";
import { copyrightNotice } from "#isomorphic/config/product.ts";
import { catalogue } from "#app/initiatives/catalogue.ts";
import { useProduct } from "#app/lib/use-product.ts";
import { getAuthUser } from "#core/auth/session.ts";
import { envOf } from "#core/context.ts";

export const meta: MetaFunction = () => [{ title: "Nexo — Portal de Inteligência em Projetos de IA" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getAuthUser(request, envOf(context))) throw redirect("/dashboard");
  return null;
}

const features = [
  {
    icon: LayoutGrid,
    title: "Gestão Inteligente",
    text: "Cards, slides e documentação organizados em hierarquia, do objetivo do projeto a cada entrega.",
  },
  {
    icon: MessagesSquare,
    title: "Chat RAG Contextual",
    text: "Um chat que conhece o histórico e o contexto do projeto e responde com base nos seus documentos.",
  },
  {
    icon: ShieldCheck,
    title: "Acesso Seguro",
    text: "Permissões granulares: cada cliente vê apenas os seus próprios projetos.",
  },
];

export default function Landing() {
  const product = useProduct();
  const { productName, utilityName } = product;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <Logo name={productName} className="text-lg text-brand-900" />
        <Button asChild variant="outline" size="sm">
          <Link to="/auth">Fazer Login</Link>
        </Button>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
            <div className="text-center lg:text-left">
              <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm text-brand-100">
                Portal de Inteligência para projetos de IA
              </p>
              <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
                Construa projetos de IA com a sua equipe e os seus clientes, em um só lugar
              </h1>
              <p className="mt-6 text-lg text-brand-100">
                Um framework que aumenta a produtividade, reduz o esforço e garante as boas práticas de IA em cada
                projeto.
              </p>
              <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Button asChild variant="light" size="lg">
                  <Link to="/auth?mode=signup">
                    Começar Agora <ArrowRight aria-hidden className="h-4 w-4" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="onDark">
                  <Link to="/auth">Fazer Login</Link>
                </Button>
              </div>
            </div>
            <WorkspacePreview productName={productName} />
          </div>
        </section>

        <section aria-labelledby="recursos" className="mx-auto max-w-6xl px-6 py-20">
          <h2 id="recursos" className="text-center text-3xl font-bold text-brand-900">
            Tudo o que o seu projeto de IA precisa
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-xl border border-line p-6 shadow-sm">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="iniciativas" className="border-t border-line bg-surface">
          <div className="mx-auto max-w-6xl px-6 py-20">
            <h2 id="iniciativas" className="text-center text-3xl font-bold text-brand-900">
              As iniciativas de IA da {utilityName}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
              Doze frentes em que agentes especialistas já trabalham ao lado das equipes, do atendimento à operação.
            </p>
            <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {catalogue.map((initiative, index) => (
                <MarkedItem
                  key={initiative.slug}
                  className="flex gap-4 rounded-xl border border-line bg-white p-5 shadow-sm"
                  mark={
                    <span aria-hidden className="text-2xl font-bold tabular-nums text-brand-600">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                  }
                  title={initiative.title}
                  titleClassName="font-semibold text-ink"
                  textClassName="mt-1 text-sm text-muted"
                >
                  {initiative.summary}
                </MarkedItem>
              ))}
            </ol>
          </div>
        </section>

        <section className="bg-white">
          <div className="mx-auto max-w-4xl px-6 py-16 text-center">
            <h2 className="text-3xl font-bold text-brand-900">Pronto para transformar seus projetos?</h2>
            <p className="mt-3 text-muted">Crie sua conta e comece a colaborar em minutos.</p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/auth?mode=signup">Criar Conta Grátis</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t border-line">
        <p className="mx-auto max-w-6xl px-6 py-6 text-center text-sm text-muted">{copyrightNotice(product)}</p>
      </footer>
    </div>
  );
}
