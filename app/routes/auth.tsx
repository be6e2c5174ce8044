import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FolderKanban, MessagesSquare, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useToastNotice } from "~/components/toaster";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { copyrightNotice } from "~/config/product";
import { AUTH_LIMITS } from "~/lib/schemas/limits";
import { useProduct } from "~/lib/use-product";
import { handleAuthAction } from "~/server/auth/auth-action.server";
import { getAuthUser } from "~/server/auth/session.server";
import { envOf } from "~/server/context";

export const meta: MetaFunction = () => [{ title: "Entrar — Nexo" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getAuthUser(request, envOf(context));
  if (user) throw redirect(user.mfaPending ? "/auth/mfa" : "/dashboard");
  return null;
}

/** Lets Retry-After from a rate-limited attempt reach the browser. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAuthAction(request, envOf(context));
}

const points = [
  { icon: FolderKanban, title: "Gestão de Projetos", text: "Projetos, conversas e documentos organizados por cliente." },
  { icon: MessagesSquare, title: "Chat RAG Inteligente", text: "Um agente de IA que conhece os documentos do projeto." },
  { icon: ShieldCheck, title: "Acesso Seguro", text: "Cada cliente vê apenas os seus próprios projetos." },
];

type Mode = "login" | "signup";

export default function AuthPage() {
  const product = useProduct();
  const { productName } = product;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [mode, setMode] = useState<Mode>("login");
  const [loginEmail, setLoginEmail] = useState("");
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth";

  useToastNotice(actionData?.toast);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "signup") {
      setMode("login");
      setLoginEmail(actionData.email ?? "");
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
            <h1 className="text-2xl font-bold text-brand-900">{mode === "login" ? "Entrar na sua conta" : "Criar sua conta"}</h1>
            <p className="mt-1 text-sm text-muted">
              {mode === "login" ? "Use o e-mail e a senha cadastrados." : "Leva menos de um minuto; depois é só entrar."}
            </p>
          </div>
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Acesso">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Criar Conta</TabsTrigger>
            </TabsList>

            <TabsContent value="login" className="mt-6">
              <Form method="post" className="space-y-4" aria-label="Login">
                <input type="hidden" name="intent" value="login" />
                <Field id="login-email" label="E-mail" name="email" type="email" autoComplete="email" maxLength={AUTH_LIMITS.email}
                  value={loginEmail} onChange={setLoginEmail} />
                <Field id="login-password" label="Senha" name="password" type="password" autoComplete="current-password" maxLength={AUTH_LIMITS.signInPassword} />
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? "Processando..." : "Entrar"}
                </Button>
                <p className="text-center text-sm">
                  <Link to="/auth/forgot" className="text-brand-700 underline-offset-2 hover:underline">
                    Esqueci minha senha
                  </Link>
                </p>
              </Form>
            </TabsContent>

            <TabsContent value="signup" className="mt-6">
              <Form method="post" className="space-y-4" aria-label="Criar Conta">
                <input type="hidden" name="intent" value="signup" />
                <Field id="signup-name" label="Nome Completo" name="fullName" autoComplete="name" maxLength={AUTH_LIMITS.fullName} />
                <Field id="signup-email" label="E-mail" name="email" type="email" autoComplete="email" maxLength={AUTH_LIMITS.email} />
                <Field id="signup-password" label="Senha" name="password" type="password" autoComplete="new-password" minLength={AUTH_LIMITS.passwordMin} maxLength={AUTH_LIMITS.password} />
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? "Processando..." : "Criar Conta"}
                </Button>
              </Form>
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  );
}

interface FieldProps {
  id: string;
  maxLength?: number;
  minLength?: number;
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  value?: string;
  onChange?: (value: string) => void;
}

function Field({ id, label, name, type = "text", autoComplete, value, onChange, maxLength, minLength }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={maxLength}
        minLength={minLength}
        {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : {})}
      />
    </div>
  );
}
