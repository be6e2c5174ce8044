// What the benchmarks share. A bench runs alone (`npm run bench:x`: it builds the app, starts its own
// `wrangler dev` on a fresh state, measures and stops it) or as one step of `npm run bench:smoke`, which npm test
// runs: every bench with `--smoke` (tiny sizes, seconds), against a server the smoke run started once for all of
// them. There BENCH_URL names that server, BENCH_STATE its state folder, BENCH_LOG the file its output goes to and
// BENCH_PID its process. A bench that writes its data straight into D1 before its server starts does only that with
// `--phase seed` (the smoke run calls it before it starts the shared server), and one that reads D1 once its server
// has stopped does only that with `--phase verify`; `--phase run` is the measuring in between.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { applyLocalMigrations, type DevServerOptions, freePort, run, startServer, stopServer } from "./proc.ts";

export type Phase = "all" | "seed" | "run" | "verify";

/** The flags every bench takes; a bench with flags of its own lists these beside them in its `parseArgs`. */
export const BENCH_OPTIONS = {
  smoke: { type: "boolean", default: false },
  phase: { type: "string", default: "all" },
} as const;
const { values } = parseArgs({ options: BENCH_OPTIONS, strict: false, allowPositionals: true });
export const smoke = values.smoke === true;
export const phase = String(values.phase) as Phase;
if (!["all", "seed", "run", "verify"].includes(phase)) throw new Error(`--phase: all, seed, run ou verify (${phase})`);

/** Whether this invocation does `part` (a bench run alone does every part). */
export const runs = (part: Exclude<Phase, "all">) => phase === "all" || phase === part;

/** The smoke run's shared server, when there is one. */
export const shared = process.env.BENCH_URL ? { url: process.env.BENCH_URL } : null;

/**
 * The state folder the bench's data goes in: the shared server's, or the bench's own, emptied and migrated
 * when the bench starts from scratch (a bench run alone, at its first part).
 */
export function benchState(own: string, config?: string): string {
  const state = process.env.BENCH_STATE;
  if (state) return state;
  if (phase === "all" || phase === "seed") {
    rmSync(own, { recursive: true, force: true });
    applyLocalMigrations(own, true, config);
  }
  return own;
}

export interface BenchServer {
  url: string;
  /** Everything the server printed so far (the Workers' log lines included). */
  output: () => string;
  /** The server's process, for a bench that samples its CPU and memory. */
  pid: number | undefined;
  stop: () => void;
}

/**
 * The server to measure: the shared one (nothing to build, start or stop), or the bench's own `wrangler dev`
 * on `state`, after a build of the app unless `build` is false (a bench Worker of its own needs none).
 */
export async function benchServer(
  options: Pick<DevServerOptions, "config" | "vars"> & { state: string; port?: number; build?: boolean },
): Promise<BenchServer> {
  if (shared) {
    const log = process.env.BENCH_LOG;
    const pid = Number(process.env.BENCH_PID);
    return {
      url: shared.url,
      output: () => (log && existsSync(log) ? readFileSync(log, "utf8") : ""),
      pid: Number.isFinite(pid) && pid > 0 ? pid : undefined,
      stop: () => {},
    };
  }
  if (options.build !== false) run("remix", ["vite:build", "--logLevel", "warn"]);
  const server = await startServer({
    port: options.port || (await freePort()),
    persistTo: options.state,
    config: options.config,
    vars: options.vars,
  });
  return { url: server.url, output: server.output, pid: server.child.pid, stop: () => stopServer(server.child) };
}

/**
 * The bench's machine-readable last line, `bench <name> key=value …`. Every figure must be a finite number:
 * a bench that could not measure something (NaN, no sample) exits non-zero, so a smoke run fails on it.
 */
export function reportFigures(name: string, figures: Record<string, number>): void {
  const line = Object.entries(figures)
    .map(([key, value]) => `${key}=${Number.isInteger(value) ? value : value.toFixed(3)}`)
    .join(" ");
  console.log(`bench ${name} ${line}`);
  const missing = Object.entries(figures).filter(([, value]) => !Number.isFinite(value));
  if (missing.length > 0) {
    console.error(`✖ bench ${name}: sem medida para ${missing.map(([key]) => key).join(", ")}`);
    process.exitCode = 1;
  }
}

const AREAS = [
  "abastecimento",
  "esgotamento",
  "faturamento",
  "ouvidoria",
  "qualidade da água",
  "energia",
  "manutenção",
  "cobrança",
  "perdas",
  "obras",
];
const REGIONS = ["Centro", "Norte", "Sul", "Leste", "Oeste", "Litoral", "Serra", "Vale"];

/**
 * The `i`-th paragraph of the synthetic reports bench:chat and bench:retrieval index: deterministic, each with
 * its own figures, areas and regions spread over the set. `withActions` adds the sentence retrieval's latency
 * index has always had (its paragraphs are longer than the chat's).
 */
export function syntheticParagraph(i: number, withActions = false): string {
  const area = AREAS[i % AREAS.length];
  const region = REGIONS[(i * 7) % REGIONS.length];
  return (
    `O relatório ${i} da área de ${area} na região ${region} registrou ${(i * 37) % 1000} ocorrências no mês ${(i % 12) + 1}. ` +
    `A meta de ${area} para ${region} foi revisada pela equipe ${(i * 13) % 97}, com prazo de ${(i % 30) + 1} dias e custo estimado de R$ ${(i * 911) % 100000}.` +
    (withActions
      ? ` As ações incluem vistorias, substituição de hidrômetros e atendimento ao cliente no protocolo ${100000 + i}.`
      : "")
  );
}

/** The `i`-th question bench:retrieval and bench:scale ask of those reports (one in five names a report's number). */
export function syntheticQuestion(i: number): string {
  const questions = [
    "Qual o prazo da meta de faturamento na região Norte?",
    "Quantas ocorrências de perdas no Litoral?",
    "Qual o custo estimado das obras na Serra?",
    "Quem revisou a meta de energia?",
    "Qual o protocolo do atendimento de cobrança?",
  ];
  return `${questions[i % questions.length]} relatório ${i * 811}`;
}

/**
 * A 95% interval for a hit rate of `hits` in `n` (Wilson's score interval: sound at 0 and 1 and for small n, where
 * the normal approximation is not), written "0.58–0.83".
 */
export function rateInterval(hits: number, n: number): string {
  if (n === 0) return "n/a";
  const z = 1.96;
  const p = hits / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${Math.max(0, centre - half).toFixed(2)}–${Math.min(1, centre + half).toFixed(2)}`;
}
