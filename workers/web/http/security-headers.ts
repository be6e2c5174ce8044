import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
import { isDevelopment } from "#core/context.ts";
import type { WorkerEnv } from "./types.ts";

/**
 * Headers on every response the Worker makes (pages, `.data`, API, redirects);
 * static assets get theirs from public/_headers. Scripts run only from our
 * origin or with this request's nonce. A header a route set itself wins
 * (`overwrite: false`), which is how a file route can allow being framed by
 * our own pages.
 */
const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  // Radix and sonner set inline styles; style injection cannot run script.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const common: SecureHeadersOptions = {
  contentSecurityPolicy: csp,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: {
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    fullscreen: ["self"],
    publickeyCredentialsGet: ["self"],
  },
  overwrite: false,
};

const production = secureHeaders({ ...common, strictTransportSecurity: "max-age=31536000; includeSubDomains" });
// HSTS on a local http origin would be ignored by browsers at best and pin localhost at worst.
const development = secureHeaders({ ...common, strictTransportSecurity: false });

export const securityHeaders = createMiddleware<WorkerEnv>((c, next) =>
  // A WebSocket handshake's 101 response has immutable headers, and none of these apply to it.
  isUpgrade(c.req.raw) ? next() : (isDevelopment(c.env) ? development : production)(c, next),
);

function isUpgrade(request: Request): boolean {
  return request.headers.get("Upgrade")?.toLowerCase() === "websocket";
}

/** Anything the Worker answers is personal or live unless a route says otherwise. */
export const noStoreByDefault = createMiddleware<WorkerEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 101 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
