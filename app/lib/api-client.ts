import { type AppErrorCode, isAppErrorCode } from "#isomorphic/app-error.ts";

/**
 * Calls to the app's own /api from the browser. A non-OK answer becomes an
 * ApiClientError carrying the server's Portuguese message and its catalogue
 * code (the API's one error shape is `{ error, code }`, ./app-error.ts), so a
 * toast can show it as is; a dropped connection or a proxy's page has no code.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | null;
  constructor(message: string, status: number, code: AppErrorCode | null) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
  }
}

export const FALLBACK = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiClientError(FALLBACK, 0, null);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

export function apiJson<T>(path: string, method: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

export async function errorFrom(response: Response): Promise<ApiClientError> {
  let message = `Erro ${response.status}.`;
  let code: AppErrorCode | null = null;
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    if (typeof body.error === "string") message = body.error;
    if (isAppErrorCode(body.code)) code = body.code;
  } catch {
    // Not our JSON (a proxy's page, a dropped connection): keep the generic message.
  }
  return new ApiClientError(message, response.status, code);
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK;
}
