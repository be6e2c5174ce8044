import {
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
  vitePlugin as remix,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { PASSWORD_DICTIONARIES_PATH } from "./app/config/password-dictionaries";

/** Writes zxcvbn-ts's word lists, graphs and pt-BR texts as one static asset (app/config/password-dictionaries.ts). */
function passwordDictionaries(): Plugin {
  return {
    name: "nexo-password-dictionaries",
    async generateBundle() {
      const [common, ptBr] = await Promise.all([import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-pt-br")]);
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

/** The client entry's own dependencies (each pulls its dependencies into the chunk with it). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|turbo-stream)\//;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Only the dev server needs the platform proxy; the build never touches bindings.
    command === "serve" && remixCloudflareDevProxy(),
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
    tsconfigPaths(),
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
          onwarn(warning, warn) {
            if (warning.plugin === "vite:reporter" && warning.message.includes("dynamic import will not move module")) return;
            warn(warning);
          },
        },
      }
    : {
        // React, React DOM and Remix in one chunk, as the client entry loads them on every page anyway. Left to
        // itself, Rollup cuts shared chunks by which routes and lazy parts use each module, so one route that
        // uses React without Remix's hooks split the framework into three files on every page.
        rollupOptions: { output: { manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined) } },
      },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));
