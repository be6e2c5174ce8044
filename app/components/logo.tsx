import { cn } from "#app/lib/utils.ts";

export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
      <span>{name}</span>
    </span>
  );
}
