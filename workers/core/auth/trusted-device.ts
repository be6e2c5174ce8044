import { createCookie } from "@remix-run/cloudflare";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { appSecrets } from "#core/security/app-secret.ts";

/**
 * A browser where an account has already completed its second factor. It
 * grants no access by itself: it only lets the second-factor attempt limit
 * tell the owner's own device from everyone else, so a thief who knows the
 * password and burns the account's budget for unknown clients cannot lock the
 * owner out (issue 15 §1). The cookie is signed with the app secret, so it
 * cannot be forged, and names the accounts it vouches for.
 */
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** A shared computer may vouch for a few accounts; the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;

interface DeviceValue {
  deviceId: string;
  userIds: string[];
}

async function deviceCookie(env: AppEnv) {
  const secure = !isDevelopment(env);
  return createCookie(secure ? "__Host-nexo_device" : "nexo_device", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: MAX_AGE_S,
    // The current key signs, previous ones still verify during a rotation.
    secrets: await appSecrets(env),
  });
}

function isDeviceValue(value: unknown): value is DeviceValue {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<DeviceValue>;
  return (
    typeof candidate.deviceId === "string" &&
    Array.isArray(candidate.userIds) &&
    candidate.userIds.every((id) => typeof id === "string")
  );
}

async function readDevice(request: Request, env: AppEnv): Promise<DeviceValue | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("nexo_device=")) return null;
  // An unsigned or tampered value parses as null (Remix checks the signature); a value that is not even
  // base64 makes the parser throw, and is no device either.
  const value: unknown = await (await deviceCookie(env)).parse(header).catch(() => null);
  return isDeviceValue(value) ? value : null;
}

/** The device's id when this browser has completed a second factor for `userId` before, else null. */
export async function trustedDeviceId(request: Request, env: AppEnv, userId: string): Promise<string | null> {
  const device = await readDevice(request, env);
  return device?.userIds.includes(userId) ? device.deviceId : null;
}

/** The Set-Cookie header that makes this browser a known device of `userId`. */
export async function trustDevice(request: Request, env: AppEnv, userId: string): Promise<string> {
  const device = (await readDevice(request, env)) ?? { deviceId: crypto.randomUUID(), userIds: [] };
  const userIds = [...device.userIds.filter((id) => id !== userId), userId].slice(-MAX_ACCOUNTS);
  return (await deviceCookie(env)).serialize({ deviceId: device.deviceId, userIds });
}
