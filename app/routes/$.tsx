import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const meta: MetaFunction = () => [{ title: "404 — Página não encontrada" }];

export function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404: ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted">Oops! Page not found</p>
        <Link to="/" className="text-brand-600 underline hover:text-brand-800">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
