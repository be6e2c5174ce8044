import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { LogOut } from "lucide-react";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { useProduct } from "~/lib/use-product";
import { requireUser } from "~/server/auth/session.server";
import { envOf } from "~/server/context";

export const meta: MetaFunction = () => [{ title: "Dashboard — Nexo" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, envOf(context));
  return { user: { fullName: user.fullName, email: user.email } };
}

export default function Dashboard() {
  const { user } = useLoaderData<typeof loader>();
  const { productName } = useProduct();
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-line bg-white px-6 py-4">
        <Logo name={productName} className="text-brand-900" />
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden className="h-4 w-4" /> Sair
          </Button>
        </Form>
      </header>
      <main className="mx-auto max-w-5xl p-6">
        <h1 className="text-2xl font-bold text-brand-900">Olá, {user.fullName}!</h1>
        <p className="mt-1 text-muted">{user.email}</p>
      </main>
    </div>
  );
}
