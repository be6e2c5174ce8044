// Process helpers shared by the start, test and bench scripts and the e2e
// setup. Plain enough for Node's type stripping (run as `node x.ts`).
import { type ChildProcess, spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";

/** Runs a command to completion with inherited output; exits the script on failure. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} falhou (código ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Env for wrangler: no telemetry, no prompts. */
export function wranglerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: "false", ...extra };
}

export function wranglerDevArgs(options: { port: number; persistTo?: string; config?: string }): string[] {
  return [
    "dev",
    ...(options.config ? ["--config", options.config] : []),
    "--port", String(options.port),
    "--ip", "127.0.0.1",
    "--var", "ENVIRONMENT:development",
    "--var", "VECTOR_INDEX:d1",
    "--show-interactive-dev-session=false",
    ...(options.persistTo ? ["--persist-to", options.persistTo] : []),
  ];
}

export function applyLocalMigrations(persistTo?: string, quiet = false, config?: string): void {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : []), ...(config ? ["--config", config] : [])], {
    env: wranglerEnv(),
    stdio: quiet ? "ignore" : "inherit",
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * Starts `wrangler dev` on a built app in its own process group (killing the
 * wrangler process alone leaves workerd running) and resolves once it answers.
 */
export async function startServer(options: {
  port: number;
  persistTo?: string;
  config?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const child = spawn("wrangler", wranglerDevArgs(options), {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv(),
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev saiu com código ${child.exitCode}\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(child);
  throw new Error(`wrangler dev não respondeu a tempo\n${output}`);
}

export function stopServer(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
