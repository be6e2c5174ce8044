// Process helpers shared by the start, test and bench scripts and the e2e
// setup. Plain enough for Node's type stripping (run as `node x.ts`).
import { type ChildProcess, spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { createConnection, createServer } from "node:net";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

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

/**
 * The app's two Workers, run together by one `wrangler dev` (the first serves
 * the port). `--var` reaches only the first; the second reads its local vars
 * from .dev.vars, which ensureLocalDevVars prepares.
 */
export const APP_CONFIGS = ["wrangler.toml", "wrangler.ingestion.toml"];

/** What every `wrangler dev` run of the app is given (by npm start, the e2e set-up, the benches). */
export interface DevServerOptions {
  port: number;
  /** The folder of the run's local state (D1, R2, Durable Objects); wrangler's own when absent. */
  persistTo?: string;
  /** The configs, the first serving the port: the app's two (APP_CONFIGS) unless named. */
  config?: string | string[];
  /** More `--var`s for the web Worker (a test's provider settings, bench:geo's latency model). */
  vars?: Record<string, string>;
}

export function wranglerDevArgs(
  options: DevServerOptions & {
    inspectorPort?: number;
    /** The address people (or tests) open, which builds every link: `http://localhost:<port>` unless named. */
    origin?: string;
  },
): string[] {
  const configs = options.config === undefined ? APP_CONFIGS : [options.config].flat();
  // APP_ORIGIN is the address this run serves, so no request's Host ever decides a link, on any port.
  // localhost rather than 127.0.0.1: WebAuthn refuses an IP address as the passkeys' relying party.
  const vars = { APP_ORIGIN: options.origin ?? localOrigin(options.port), ...options.vars };
  return [
    "dev",
    ...configs.flatMap((config) => ["--config", config]),
    "--port",
    String(options.port),
    ...(options.inspectorPort ? ["--inspector-port", String(options.inspectorPort)] : []),
    "--ip",
    "127.0.0.1",
    "--var",
    "ENVIRONMENT:development",
    "--var",
    "VECTOR_INDEX:local",
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ...(options.persistTo ? ["--persist-to", options.persistTo] : []),
  ];
}

/**
 * The local settings every Worker of a local run needs. Both configs' top
 * levels already say them (they are local-only); `wrangler dev` passes `--var`
 * only to the first of several configs, so .dev.vars repeats them for the
 * second, in case a config's top level is ever edited otherwise. Missing lines
 * are added to .dev.vars; nothing is overwritten.
 */
export function ensureLocalDevVars(): void {
  const current = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const missing = [
    ["ENVIRONMENT", "development"],
    ["VECTOR_INDEX", "local"],
  ].filter(([name = ""]) => !new RegExp(`^${name}=`, "m").test(current));
  if (missing.length === 0) return;
  const lines = `# Local run settings (scripts/lib/proc.ts): every local Worker reads them.\n${missing.map(([name, value]) => `${name}=${value}`).join("\n")}\n`;
  writeFileSync(".dev.vars", `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines}`);
}

export function applyLocalMigrations(persistTo?: string, quiet = false, config?: string): void {
  run(
    "wrangler",
    [
      "d1",
      "migrations",
      "apply",
      "DB",
      "--local",
      ...(persistTo ? ["--persist-to", persistTo] : []),
      ...(config ? ["--config", config] : []),
    ],
    {
      env: wranglerEnv(),
      stdio: quiet ? "ignore" : "inherit",
    },
  );
}

export interface RunningServer {
  child: ChildProcess;
  /** Where scripts reach it (127.0.0.1, the address it listens on). */
  url: string;
  /** Where a browser opens it: its APP_ORIGIN, which every e-mailed link and passkey uses. */
  origin: string;
  output: () => string;
}

/** What a local run is opened at, and so its APP_ORIGIN. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/** A port nobody listens on now (the OS picks it), for a server of our own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something already answers TCP on this loopback port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts `wrangler dev` on a built app in its own process group (killing the
 * wrangler process alone leaves workerd running) and resolves once it answers.
 */
export async function startServer(
  options: DevServerOptions & {
    timeoutMs?: number;
    /** A file that gets everything the server prints, as it prints it (for another process to read). */
    logFile?: string;
  },
): Promise<RunningServer> {
  // Another server on the port would answer our health check, and the run would talk to it until it stops.
  if (await portInUse(options.port)) {
    throw new Error(
      `A porta ${options.port} já está em uso por outro processo; escolha outra (E2E_PORT ou BENCH_PORT).`,
    );
  }
  ensureLocalDevVars();
  // The devtools port too: two servers starting at once would otherwise both reach for 9229.
  const child = spawn("wrangler", wranglerDevArgs({ ...options, inspectorPort: await freePort() }), {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv(),
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev saiu com código ${child.exitCode}\n${output}`);
    try {
      // A server still loading may take the connection and answer nothing: each probe gives up, the deadline holds.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok)
        return { child, url, origin: options.vars?.APP_ORIGIN ?? localOrigin(options.port), output: () => output };
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
