import {
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
  vitePlugin as remix,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

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
  ],
  // The sidebar lazy-loads its dialogs so initiative pages ship ~17 KB gzip less JS
  // (docs/performance.md); routes that show a dialog anyway import it statically.
  // The Worker bundle gains nothing from splitting, so the server build inlines its
  // dynamic imports (which also ends Vite's "dynamic import will not move module" notice).
  build: isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : undefined,
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));
