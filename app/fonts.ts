import type { LinkDescriptor } from "@remix-run/cloudflare";
// Inter, self-hosted from the package (font-src 'self'; no CDN): every presenter
// laptop shows the same type. The stylesheet declares all subsets with
// unicode-range, so a Portuguese page downloads only the latin file.
import "@fontsource-variable/inter/wght.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Preloading the latin file lets it arrive with the stylesheet, usually before
 * the first paint; if it is late, the metric-matched fallback in tailwind.css
 * ("Inter Fallback") keeps lines where they were, so the swap does not move layout.
 */
export const fontLinks: LinkDescriptor[] = [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];
