import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** A project the user cannot see looks exactly like one that does not exist. */
export function ProjectErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{notFound ? "Projeto não encontrado" : "Algo deu errado"}</h1>
      <p className="text-muted">
        {notFound
          ? "Este projeto não existe ou você não tem acesso a ele."
          : "Não foi possível carregar o projeto. Tente novamente em instantes."}
      </p>
      <Link to="/dashboard" className="text-brand-600 underline">
        Voltar ao Dashboard
      </Link>
    </main>
  );
}
