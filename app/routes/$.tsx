import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { Logo } from "#app/components/logo.tsx";
import { copyrightNotice } from "#isomorphic/config/product.ts";
import { logger } from "#core/log.ts";
import { useProduct } from "#app/lib/use-product.ts";

export const meta: MetaFunction = () => [{ title: "404 — Página não encontrada" }];

export function loader({ request }: LoaderFunctionArgs) {
  logger.warn("not_found", { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}

export default function NotFound() {
  const location = useLocation();
  // Name and year come from the product config, as on the landing page and /auth.
  const product = useProduct();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <main className="flex flex-1 items-center justify-center">
        <div className="text-center">
          <h1 className="mb-4 text-4xl font-bold">404</h1>
          <p className="mb-4 text-xl text-muted">Oops! Page not found</p>
          <Link to="/" className="text-brand-600 underline hover:text-brand-800">
            Return to Home
          </Link>
        </div>
      </main>
      <footer className="flex flex-col items-center gap-1 border-t border-line py-6 text-sm text-muted">
        <Logo name={product.productName} className="text-brand-900" />
        <p>{copyrightNotice(product)}</p>
      </footer>
    </div>
  );
}
