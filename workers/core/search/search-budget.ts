/**
 * Runs one search stage within its own time budget. The stage gets a signal
 * that aborts at the budget (or when the caller gives up), so a hosted
 * embedder's request is cancelled; calls that cannot be cancelled (D1, the
 * Vectorize binding) are simply no longer waited for. Never rejects: the
 * outcome says whether the stage answered, and if not, why.
 */
export type BudgetOutcome<T> = { ok: true; value: T } | { ok: false; cause: "timeout" | "error"; detail: string };

export async function withBudget<T>(
  budgetMs: number,
  outer: AbortSignal | undefined,
  stage: (signal: AbortSignal) => Promise<T>,
): Promise<BudgetOutcome<T>> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = outer ? AbortSignal.any([outer, budget]) : budget;
  let stopWaiting: () => void = () => {};
  const expired = new Promise<"expired">((resolve) => {
    stopWaiting = () => resolve("expired");
    if (signal.aborted) resolve("expired");
    else signal.addEventListener("abort", () => resolve("expired"), { once: true });
  });
  try {
    const result = await Promise.race([stage(signal).then((value) => ({ value })), expired]);
    if (result === "expired")
      return {
        ok: false,
        cause: budget.aborted ? "timeout" : "error",
        detail: budget.aborted ? `no answer in ${budgetMs} ms` : "aborted",
      };
    return { ok: true, value: result.value };
  } catch (error) {
    return {
      ok: false,
      cause: budget.aborted ? "timeout" : "error",
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    stopWaiting();
  }
}
