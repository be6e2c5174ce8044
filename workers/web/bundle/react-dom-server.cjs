"use strict";
// What the web Worker's bundle gets for "react-dom/server" (wrangler.toml, [alias]): React DOM's streaming renderer
// alone. In workerd the specifier resolves to react-dom's server.browser.js, which requires the legacy renderer
// (renderToString, renderToStaticMarkup) beside the streaming one whether or not anything calls it; bundling it cost
// about 10.7 KiB gzip (docs/performance.md, the web Worker's size). The pages render with renderToReadableStream
// (app/entry.server.tsx), and so do the e-mails (workers/core/email/render.tsx).
// React's own switch, as server.browser.js writes it: the production build when wrangler defines NODE_ENV so (a
// deploy), the development build otherwise (wrangler dev). react-dom's exports map names neither file, so each is
// wrangler.toml's alias for it. The test pool resolves with Vite, which reads no [alias]: tests get react-dom's own.
let stream;
if (process.env.NODE_ENV === "production") stream = require("react-dom-server-stream.production");
else stream = require("react-dom-server-stream.development");

exports.version = stream.version;
exports.renderToReadableStream = stream.renderToReadableStream;

// An import of the legacy renderer still type-checks and bundles (this module is CommonJS): it fails loudly here.
function legacyRenderer() {
  throw new Error(
    "The web Worker bundles React DOM's streaming renderer only (workers/web/bundle/react-dom-server.cjs): render with renderToReadableStream, as workers/core/email/render.tsx does.",
  );
}
exports.renderToString = legacyRenderer;
exports.renderToStaticMarkup = legacyRenderer;
