/**
 * The one error model of the server: a code decides the HTTP status and the
 * default Portuguese message, and a refused form or body names each field's
 * problem in `fields`. Server modules throw these; they are answered in one
 * place each: as JSON `{ error, code, fields? }` by the API
 * (workers/web/api/errors.ts) and as a form's answer with a toast by page actions
 * (workers/core/action-response.ts). Nothing else (no stack trace, no
 * internal message) reaches a client.
 */
export const API_ERRORS = {
  bad_request: { status: 400, message: "Requisição inválida." },
  invalid_json: { status: 400, message: "JSON inválido." },
  validation: { status: 400, message: "Dados inválidos." },
  unauthorized: { status: 401, message: "Sessão expirada. Faça login novamente." },
  mfa_required: { status: 401, message: "Confirme o segundo fator de autenticação para continuar." },
  invalid_jwt: { status: 401, message: "Token inválido." },
  invalid_jwt_signature: { status: 401, message: "Invalid JWT signature" },
  token_expired: { status: 401, message: "Token expirado. Renove o acesso." },
  invalid_grant: { status: 400, message: "Credenciais inválidas." },
  invalid_credentials: { status: 401, message: "E-mail ou senha incorretos." },
  aal2_required: { status: 403, message: "Confirme o segundo fator antes desta ação." },
  cross_origin: { status: 403, message: "Origem da requisição não permitida." },
  forbidden: { status: 403, message: "Você não tem permissão para esta ação." },
  email_unverified: {
    status: 403,
    message: "Para continuar, confirme seu e-mail: digite no Dashboard o código que enviamos ou peça um novo.",
  },
  not_found: { status: 404, message: "Recurso não encontrado." },
  project_not_found: { status: 404, message: "Projeto não encontrado." },
  document_not_found: { status: 404, message: "Documento não encontrado." },
  conflict: { status: 409, message: "O recurso foi alterado por outra pessoa." },
  project_limit: { status: 409, message: "Este projeto atingiu um dos seus limites." },
  payload_too_large: { status: 413, message: "Requisição grande demais." },
  unsupported_media_type: { status: 415, message: "Tipo de conteúdo não suportado." },
  factor_not_supported: {
    status: 422,
    message: "Fator por telefone não é suportado. Use um aplicativo autenticador ou uma chave de acesso.",
  },
  invalid_code: { status: 422, message: "Código inválido ou expirado." },
  unprocessable: { status: 422, message: "Não foi possível processar o conteúdo enviado." },
  rate_limited: { status: 429, message: "Muitas requisições seguidas. Aguarde e tente novamente." },
  internal: { status: 500, message: "Erro interno. Tente novamente em instantes." },
  unavailable: { status: 503, message: "Serviço indisponível no momento. Tente novamente em instantes." },
  timeout: { status: 504, message: "O serviço demorou demais para responder. Tente novamente." },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ApiErrorStatus = (typeof API_ERRORS)[ApiErrorCode]["status"];

/** Each refused field's message, by the field's name (a form field, or a JSON body's top-level key). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface ApiErrorOptions {
  headers?: Record<string, string>;
  fields?: FieldErrors;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ApiErrorStatus;
  readonly headers: Record<string, string>;
  readonly fields: FieldErrors;
  // No parameter property: Node's type stripping (the scripts) cannot load them.
  constructor(code: ApiErrorCode, message?: string, options: ApiErrorOptions = {}) {
    super(message ?? API_ERRORS[code].message);
    this.code = code;
    this.name = "ApiError";
    this.status = API_ERRORS[code].status;
    this.headers = options.headers ?? {};
    this.fields = options.fields ?? {};
  }
}

interface Issues {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
}

/**
 * A failed zod parse as a 400: the first issue is the message (a toast, an
 * API `error`), and every field gets its own first issue. `prefix` is the
 * API's "Dados inválidos: ".
 */
export function invalidInput(error: Issues, prefix = ""): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((typeof field === "string" || typeof field === "number") && !Object.hasOwn(fields, field))
      fields[field] = issue.message;
  }
  return new ApiError("validation", `${prefix}${error.issues[0]?.message ?? API_ERRORS.validation.message}`, {
    fields,
  });
}

/** A 400 about one field: its message is also the error's. */
export function fieldRefused(field: string, message: string): ApiError {
  return new ApiError("validation", message, { fields: { [field]: message } });
}

/** The 429 of a spent rate limit: the wait in Retry-After, and `message` for the person. */
export function rateLimited(message: string, retryAfter: number): ApiError {
  return new ApiError("rate_limited", message, { headers: { "Retry-After": String(retryAfter) } });
}
