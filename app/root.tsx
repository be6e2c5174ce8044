import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { Toaster, useToastNotice } from "./components/toaster.tsx";
import { productConfigFrom } from "#isomorphic/config/product.ts";
import { InlineStylesheet } from "./lib/inline-stylesheet.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { cn } from "./lib/utils.ts";
import { useWebfont, useWebfontWarmup, WEBFONT_URL, webfontFromCookie } from "./lib/webfont.ts";
import { presenterFromCookie } from "./initiatives/presenter/presenter-cookie.ts";
import { aiProviderLabel } from "#core/ai/provider-label.ts";
import { envOf } from "#core/context.ts";
import { readToast } from "#core/toast.ts";
import { isPhoneRequest } from "#core/http/phone-hint.ts";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [
  { title: "Nexo — Portal de Inteligência em Projetos de IA" },
  {
    name: "description",
    content: "Gestão de projetos, chat com contexto e acesso seguro para equipes e clientes que constroem IA.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, clear } = await readToast(request, envOf(context));
  return data(
    {
      product: productConfigFrom(envOf(context)),
      aiProvider: aiProviderLabel(envOf(context)),
      presenter: presenterFromCookie(request.headers.get("Cookie")),
      phone: isPhoneRequest(request),
      webfont: webfontFromCookie(request.headers.get("Cookie")),
      toast,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // A reload in presenter mode is rendered in it from the first byte (workspace pages only).
  const inWorkspace = useMatches().some((match) => match.id === "routes/_app");
  const rootData = useRouteLoaderData<typeof loader>("root");
  const presenter = inWorkspace && (rootData?.presenter ?? false);
  const webfont = useWebfont(rootData?.webfont ?? false);
  const nonce = useNonce();
  return (
    <html lang="pt-BR" className={cn(presenter && "presenter", webfont && "webfont") || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {webfont ? <link rel="preload" href={WEBFONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <InlineStylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, webfont } = useLoaderData<typeof loader>();
  useToastNotice(toast);
  useWebfontWarmup(webfont);
  // Lets tests (and styles) tell a server-rendered page from a live one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The browser's console only: on the server, entry.server's handleError logged it as JSON.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <main className="grid min-h-screen place-items-center p-6 text-center">
      <div>
        <h1 className="text-4xl font-bold">{status}</h1>
        <p className="mt-2 text-muted">
          {status === 404 ? "Página não encontrada." : "Algo deu errado. Tente novamente em instantes."}
        </p>
        <a href="/" className="mt-4 inline-block text-brand-600 underline">
          Voltar ao início
        </a>
      </div>
    </main>
  );
}
