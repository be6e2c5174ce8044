import type { AppEnv } from "#core/context.ts";
import { appSecrets } from "#core/security/app-secret.ts";
import { database } from "#core/db/client.ts";
import { findUserById } from "#core/db/users.ts";
import { sha256Hex } from "#core/security/crypto.ts";
import { hostCookie } from "#core/security/host-cookie.ts";

/**
 * A browser the owner has used before. It grants no access by itself: it only
 * lets the attempt limits tell the owner's own device from everyone else, so
 * someone spending the limits for unknown clients cannot lock the owner out.
 * It vouches for an account in two degrees: `signedIn`, a browser where the
 * account's password was accepted (the sign-in limits do not slow it down,
 * sign-in-limits.ts), and `userIds`, a browser where the account also
 * completed its second factor (it gets a second-factor attempt budget of its
 * own, factors.ts); a password alone never earns the second. The cookie is
 * signed with the app secret, so it cannot be forged. Each account is named
 * with a stamp of its current password hash, so a new password (a reset by
 * the address's owner above all) ends every vouching given before it: a
 * squatter's browser is a stranger again.
 */
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** A shared computer may vouch for a few accounts; the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;

interface DeviceValue {
  deviceId: string;
  /** Accounts that completed a second factor here (`<userId>:<stamp>`). */
  userIds: string[];
  /** Accounts whose password was accepted here (`<userId>:<stamp>`; absent on cookies from before it existed). */
  signedIn?: string[];
}

/**
 * How the cookie names `userId`: its id and a fingerprint of its password hash (a hash of it, which tells
 * nothing of the password). The row is read even without an account (`userId` null), so the work is the same.
 */
async function accountEntry(env: AppEnv, userId: string | null): Promise<string | null> {
  const user = await findUserById(database(env.DB), userId ?? "");
  if (!user || !userId) return null;
  return `${userId}:${(await sha256Hex(user.passwordHash)).slice(0, 16)}`;
}

async function deviceCookie(env: AppEnv) {
  return hostCookie(env, "nexo_device", {
    maxAge: MAX_AGE_S,
    // The current key signs, previous ones still verify during a rotation.
    secrets: await appSecrets(env),
  });
}

function isDeviceValue(value: unknown): value is DeviceValue {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<DeviceValue>;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => typeof id === "string");
  return (
    typeof candidate.deviceId === "string" &&
    ids(candidate.userIds) &&
    (candidate.signedIn === undefined || ids(candidate.signedIn))
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
  if (!device) return null;
  const entry = await accountEntry(env, userId);
  return entry && device.userIds.includes(entry) ? device.deviceId : null;
}

/**
 * The device's id when `userId` has signed in on this browser before (a second factor counts too), else null.
 * The cookie is read whether or not there is an account (`userId` null), so the work is the same either way.
 */
export async function signInDeviceId(request: Request, env: AppEnv, userId: string | null): Promise<string | null> {
  const device = await readDevice(request, env);
  if (!device) return null;
  const entry = await accountEntry(env, userId);
  if (!entry) return null;
  return device.userIds.includes(entry) || device.signedIn?.includes(entry) ? device.deviceId : null;
}

/** The list with `entry` last and no other entry of its account (an older stamp, or a bare id of an older cookie). */
const withLast = (list: string[] | undefined, entry: string) => {
  const account = entry.split(":")[0] ?? entry;
  const others = (list ?? []).filter((item) => item !== account && !item.startsWith(`${account}:`));
  return [...others, entry].slice(-MAX_ACCOUNTS);
};

/** The Set-Cookie header that makes this browser a known device of `userId`, second factor included. */
export async function trustDevice(request: Request, env: AppEnv, userId: string): Promise<string> {
  const device = (await readDevice(request, env)) ?? { deviceId: crypto.randomUUID(), userIds: [] };
  const entry = (await accountEntry(env, userId)) ?? userId;
  const value: DeviceValue = {
    deviceId: device.deviceId,
    userIds: withLast(device.userIds, entry),
    signedIn: withLast(device.signedIn, entry),
  };
  return (await deviceCookie(env)).serialize(value);
}

/** The Set-Cookie header that records `userId`'s accepted password on this browser (the sign-in limits' known device). */
export async function rememberSignIn(request: Request, env: AppEnv, userId: string): Promise<string> {
  const device = (await readDevice(request, env)) ?? { deviceId: crypto.randomUUID(), userIds: [] };
  const entry = (await accountEntry(env, userId)) ?? userId;
  const value: DeviceValue = { ...device, signedIn: withLast(device.signedIn, entry) };
  return (await deviceCookie(env)).serialize(value);
}
