import { cloudflareDevProxyVitePlugin as remixCloudflareDevProxy, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { PASSWORD_DICTIONARIES_PATH } from "./isomorphic/config/password-dictionaries.ts";

/** Writes zxcvbn-ts's word lists, graphs and pt-BR texts as one static asset (isomorphic/config/password-dictionaries.ts). */
function passwordDictionaries(): Plugin {
  return {
    name: "nexo-password-dictionaries",
    async generateBundle() {
      const [common, ptBr] = await Promise.all([
        import("@zxcvbn-ts/language-common"),
        import("@zxcvbn-ts/language-pt-br"),
      ]);
      this.emitFile({
        type: "asset",
        fileName: PASSWORD_DICTIONARIES_PATH.slice(1),
        source: JSON.stringify({
          dictionary: { ...common.dictionary, ...ptBr.dictionary },
          graphs: common.adjacencyGraphs,
          translations: ptBr.translations,
        }),
      });
    },
  };
}

/**
 * `import { Bot } from "lucide-react"` becomes `import Bot from "lucide-react/icons/bot"`: the same
 * module Rollup would keep after tree-shaking the barrel, but now the module graph says which page
 * uses which icon (the barrel imports all ~1,700), which clientChunks below needs to group them.
 */
function lucideDirectImports(): Plugin {
  const barrel = readFileSync(
    createRequire(import.meta.url)
      .resolve("lucide-react")
      .replace(/cjs\/lucide-react\.js$/, "esm/lucide-react.mjs"),
    "utf8",
  );
  const fileOf = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs';/g)) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) fileOf.set(name, file);
  }
  // A lucide-react that lays out its barrel differently must not silently leave icons unsplit.
  if (fileOf.size === 0) throw new Error("lucideDirectImports: no icon exports found in lucide-react's ESM barrel");
  return {
    name: "nexo-lucide-direct-imports",
    transform(code, id) {
      if (!id.includes("/app/") || !code.includes("lucide-react")) return null;
      let changed = false;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, list: string) => {
        const specifiers = list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
        const direct = specifiers
          .map((specifier) => /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier))
          .filter((m) => m && fileOf.has(m[1] ?? ""));
        if (direct.length !== specifiers.length) return statement;
        changed = true;
        return direct
          .map((m) => `import ${m?.[2] ?? m?.[1]} from "lucide-react/icons/${fileOf.get(m?.[1] ?? "")}";`)
          .join("");
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** Every module a set of modules imports statically, directly or not (a page loads all of them). */
function staticClosure(roots: readonly string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** The group a route's page belongs to, for naming shared chunks (one group per part of the product). */
function routeGroup(route: string): string {
  if (route === "root") return "root";
  if (route === "routes/_app") return "shell";
  const name = route.replace(/^routes\//, "");
  if (name.startsWith("_app.initiatives.")) return "initiatives";
  if (name.startsWith("_app.")) return name.split(".")[1] ?? "misc";
  if (name === "auth" || name.startsWith("auth_.")) return "auth";
  return name === "_index" ? "landing" : "misc";
}

/**
 * Shared client code in a few chunks per page instead of dozens: left to itself, Rollup cut a chunk
 * for every set of routes and lazy parts sharing a module, and a page fetched 36-50 files, most under
 * 1 KB (each icon its own). Over HTTP/1.1 (wrangler dev, six connections) on a slow network that was six
 * rounds of requests before hydration. Now: the framework; `common` (what the root needs, and what the
 * workspace shares with the public pages); `shell` (the workspace layout's own); and, for app code and
 * icons only, one chunk per pair of product parts that share them (e.g. `dashboard+projects`); what
 * three or more parts share is small and goes to `common`.
 * Libraries used by some pages only (charts, Radix parts) keep Rollup's split, so no page downloads a
 * library it does not use; the shared chunks add a page at most a few KB of app code it does not run.
 */
function clientChunks() {
  let groups: Map<string, string> | undefined;
  return (
    id: string,
    { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: ModuleInfoOf },
  ) => {
    if (!groups) groups = chunkGroups([...getModuleIds()], getModuleInfo);
    return groups.get(id);
  };
}

function chunkGroups(ids: string[], info: ModuleInfoOf): Map<string, string> {
  const routeOf = (id: string) => /\/app\/(root|routes\/[^/?]+)\.tsx(\?|$)/.exec(id)?.[1];
  const framework = staticClosure(
    ids.filter((id) => FRAMEWORK.test(id)),
    info,
  );
  const usersOf = new Map<string, Set<string>>();
  for (const id of ids) {
    const route = routeOf(id);
    if (!route) continue;
    for (const dependency of staticClosure([id], info)) {
      if (dependency === id || routeOf(dependency) || framework.has(dependency)) continue;
      const users = usersOf.get(dependency) ?? new Set<string>();
      users.add(route);
      usersOf.set(dependency, users);
    }
  }
  const library = (id: string) => id.includes("/node_modules/") && !id.includes("/lucide-react/");
  const light = (id: string) => ![...staticClosure([id], info)].some((d) => library(d) && !framework.has(d));
  const groups = new Map<string, string>();
  for (const id of framework) groups.set(id, "framework");
  for (const [id, users] of usersOf) {
    const parts = new Set([...users].map(routeGroup));
    if (parts.has("root")) groups.set(id, "common");
    else if (parts.has("shell"))
      groups.set(id, [...parts].some((p) => p === "landing" || p === "auth" || p === "misc") ? "common" : "shell");
    else if (users.size > 1 && light(id)) groups.set(id, parts.size >= 3 ? "common" : [...parts].sort().join("+"));
  }
  return groups;
}

/**
 * Everything under workers/ runs only in a Worker (the server core, both Workers' code): a browser
 * bundle that reaches it fails the build, as Remix does for `.server` modules, so the core needs no
 * `.server` suffix to stay out of the client. Type-only imports are erased before this runs.
 */
function serverOnlyWorkers(): Plugin {
  const workers = `${process.cwd()}/workers/`;
  return {
    name: "nexo-server-only-workers",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr || ("scan" in options && options.scan) || !importer || options.custom?.["nexo-server-only"])
        return null;
      const resolved = await this.resolve(source, importer, {
        ...options,
        custom: { ...options.custom, "nexo-server-only": true },
        skipSelf: true,
      });
      if (!resolved?.id.startsWith(workers)) return null;
      throw new Error(
        `Server-only module referenced by client: '${source}' imported by '${importer}' (workers/ never ships to the browser)`,
      );
    },
  };
}

/** The client entry's own dependencies (each pulls its dependencies into the chunk with it). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|turbo-stream)\//;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Only the dev server needs the platform proxy; the build never touches bindings.
    command === "serve" && remixCloudflareDevProxy(),
    serverOnlyWorkers(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    lucideDirectImports(),
    command === "build" && !isSsrBuild && passwordDictionaries(),
  ],
  // The sidebar lazy-loads its dialogs so initiative pages ship 16-18 KB gzip less JS
  // (docs/performance.md), and the pages that open the same dialogs do too. Should a module be
  // imported both statically and lazily again, only the server build would report an ineffective
  // dynamic import (one Worker bundle, where the split means nothing), so that one notice is dropped there.
  // (Inlining the server build's dynamic imports instead broke the workerd test pool:
  // its module messages outgrew the WebSocket's 1 MiB limit.)
  build: isSsrBuild
    ? {
        rollupOptions: {
          // The server core and isomorphic/ stay imports of the Remix build: wrangler's esbuild bundles them once,
          // for the Worker's own modules and the pages alike (bundled here too, the Worker held two copies of
          // every core module and of every module-level state, such as the log context).
          external: (id: string) => /^#(core|isomorphic|workers)\//.test(id),
          // Rollup hoists a bare `import "pkg"` of every package a chunk's imported chunks use into the
          // chunk (so a browser starts fetching them sooner). In a Worker bundle they mean nothing, and
          // wrangler's esbuild dropped each one with an `ignored-bare-import` warning: about 1,900 lines
          // per build of the web Worker, burying any real warning.
          output: { hoistTransitiveImports: false },
          onwarn(warning, warn) {
            if (warning.plugin === "vite:reporter" && warning.message.includes("dynamic import will not move module"))
              return;
            warn(warning);
          },
        },
      }
    : {
        // React, React DOM and Remix in one chunk (the client entry loads them on every page), and the
        // shared app code in a few more: see clientChunks.
        rollupOptions: { output: { manualChunks: clientChunks() } },
      },
  // The browser's markdown chunk without the default grammars rehype-highlight would otherwise keep
  // (isomorphic/bundle/lowlight.js says why; wrangler.toml gives the Worker's bundle the same).
  resolve: {
    alias: [
      { find: /^lowlight$/, replacement: fileURLToPath(new URL("./isomorphic/bundle/lowlight.js", import.meta.url)) },
      {
        find: /^lowlight-core$/,
        replacement: fileURLToPath(new URL("./node_modules/lowlight/lib/index.js", import.meta.url)),
      },
    ],
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));
