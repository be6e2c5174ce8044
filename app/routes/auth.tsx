import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { FolderKanban, MessagesSquare, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { LoginForm } from "#app/components/auth/login-form.tsx";
import { SignUpForm } from "#app/components/auth/sign-up-form.tsx";
import { useAttemptToast } from "#app/components/toaster.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { copyrightNotice } from "#isomorphic/config/product.ts";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useProduct } from "#app/lib/use-product.ts";
import { handleAuthAction } from "#core/auth/auth-action.ts";
import { getAuthUser } from "#core/auth/session.ts";
import { envOf, withEnv } from "#core/context.ts";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Entrar — Nexo" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getAuthUser(request, envOf(context));
  if (user) throw redirect(user.mfaPending ? "/auth/mfa" : "/dashboard");
  return null;
}

export const headers = actionHeadersThrough;

export const action = withEnv(handleAuthAction);

const points = [
  {
    icon: FolderKanban,
    title: "Gestão de Projetos",
    text: "Projetos, conversas e documentos organizados por cliente.",
  },
  {
    icon: MessagesSquare,
    title: "Chat RAG Inteligente",
    text: "Um agente de IA que conhece os documentos do projeto.",
  },
  { icon: ShieldCheck, title: "Acesso Seguro", text: "Cada cliente vê apenas os seus próprios projetos." },
];

type Mode = "login" | "signup";

/** `/auth?mode=signup` opens the Criar Conta tab (the landing page's sign-up buttons link there). */
const modeOf = (params: URLSearchParams): Mode => (params.get("mode") === "signup" ? "signup" : "login");

/** `&email=` fills the address (an invitation's link: the invitee's own), when it looks like one. */
const emailOf = (params: URLSearchParams): string => {
  const email = params.get("email")?.trim() ?? "";
  return email.length <= AUTH_LIMITS.email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : "";
};

export default function AuthPage() {
  const product = useProduct();
  const { productName } = product;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  // The URL picks the first tab; after that the tabs are the person's (a refused form's answer moves the URL).
  const [mode, setMode] = useState<Mode>(() => modeOf(searchParams));
  const [invitedEmail] = useState(() => emailOf(searchParams));
  const [loginEmail, setLoginEmail] = useState(invitedEmail);
  const toAuth = navigation.formAction?.split("?")[0] === "/auth";
  const sending = navigation.state !== "idle" && toAuth;

  useAttemptToast(actionData?.toast, navigation.state === "submitting" && toAuth);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "signup") {
      setMode("login");
      setLoginEmail(actionData.email);
    }
  }, [actionData]);

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-gradient-to-br from-brand-900 to-brand-700 p-12 text-white lg:flex">
        <Link to="/" className="w-fit">
          <Logo name={productName} className="text-xl text-white" />
        </Link>
        <div>
          <h2 className="text-4xl font-bold">Portal de Colaboração</h2>
          <p className="mt-3 max-w-md text-brand-100">
            Equipe e clientes construindo projetos de IA juntos, com contexto e segurança.
          </p>
          <ul className="mt-10 space-y-6">
            {points.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-brand-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-200">{copyrightNotice(product)}</p>
      </aside>

      <main className="flex items-center justify-center p-6">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center lg:hidden">
            <Logo name={productName} className="text-2xl text-brand-900" />
            <p className="mt-2 text-muted">Portal de Colaboração</p>
          </div>
          <div className="mb-6">
            {/* The page's heading, above the tabs (the marketing panel's title is hidden on phones). */}
            <h1 className="text-2xl font-bold text-brand-900">
              {mode === "login" ? "Entrar na sua conta" : "Criar sua conta"}
            </h1>
            <p className="mt-1 text-sm text-muted">
              {mode === "login"
                ? "Use o e-mail e a senha cadastrados."
                : "Leva menos de um minuto; depois é só entrar."}
            </p>
          </div>
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Acesso">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Criar Conta</TabsTrigger>
            </TabsList>

            <TabsContent value="login" className="mt-6">
              <LoginForm result={actionData} busy={sending} email={loginEmail} />
            </TabsContent>

            <TabsContent value="signup" className="mt-6">
              <SignUpForm result={actionData} busy={sending} email={invitedEmail} />
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  );
}
