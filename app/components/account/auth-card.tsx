import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "#app/components/logo.tsx";
import { useProduct } from "#app/lib/use-product.ts";

/** The small centred card of the account pages outside the workspace (forgot and reset password). */
export function AuthCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { productName } = useProduct();
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-6">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <Logo name={productName} className="text-xl text-brand-900" />
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-brand-900">
          <Icon aria-hidden className="h-6 w-6 text-brand-600" /> {title}
        </h1>
        <p className="mt-1 text-sm text-muted">{intro}</p>
        {children}
      </div>
    </main>
  );
}
