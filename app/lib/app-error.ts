/**
 * The one error model: a catalogue code decides the HTTP status and the
 * default Portuguese message, and a refused form or body names each field's
 * problem in `fields`. The server throws or returns AppErrors from the data
 * layer up; each surface maps them in one place: JSON `{ error, code, fields? }`
 * for the API (workers/web/api/errors.ts), a form's answer with a toast for
 * page actions (workers/core/action-response.ts), an SSE `{ error, code }`
 * event for streams (./sse.ts, `errorEvent`). The browser reads the API's
 * answer back into one (./api-client.ts). Nothing else (no stack trace, no
 * internal message) reaches a client: an error's `cause` is for the logs.
 */
export const APP_ERRORS = {
  bad_request: { status: 400, message: "Requisição inválida." },
  invalid_json: { status: 400, message: "JSON inválido." },
  validation: { status: 400, message: "Dados inválidos." },
  unauthorized: { status: 401, message: "Sessão expirada. Faça login novamente." },
  mfa_required: { status: 401, message: "Confirme o segundo fator de autenticação para continuar." },
  invalid_jwt: { status: 401, message: "Token inválido." },
  invalid_jwt_signature: { status: 401, message: "Assinatura do token inválida." },
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
  send_failed: { status: 500, message: "Erro ao enviar mensagem" },
  internal: { status: 500, message: "Erro interno. Tente novamente em instantes." },
  // A turn of an agent that its model or the search could not finish: 502, the upstream failed.
  agent_failed: { status: 502, message: "Erro na resposta do agente" },
  agent_timeout: { status: 502, message: "O agente demorou demais para responder. Tente novamente." },
  search_unavailable: {
    status: 502,
    message: "A busca nos documentos do projeto está indisponível agora. Tente novamente em alguns instantes.",
  },
  analyst_failed: { status: 502, message: "Falha ao gerar a resposta." },
  unavailable: { status: 503, message: "Serviço indisponível no momento. Tente novamente em instantes." },
  timeout: { status: 504, message: "O serviço demorou demais para responder. Tente novamente." },
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;
export type AppErrorStatus = (typeof APP_ERRORS)[AppErrorCode]["status"];

/** Each refused field's message, by the field's name (a form field, or a JSON body's top-level key). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface AppErrorOptions {
  headers?: Record<string, string>;
  fields?: FieldErrors;
  /** What went wrong inside, for the logs only. */
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: AppErrorStatus;
  readonly headers: Record<string, string>;
  readonly fields: FieldErrors;
  // No parameter property: Node's type stripping (the scripts) cannot load them.
  constructor(code: AppErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? APP_ERRORS[code].message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = "AppError";
    this.status = APP_ERRORS[code].status;
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
export function invalidInput(error: Issues, prefix = ""): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((typeof field === "string" || typeof field === "number") && !Object.hasOwn(fields, field))
      fields[field] = issue.message;
  }
  return new AppError("validation", `${prefix}${error.issues[0]?.message ?? APP_ERRORS.validation.message}`, {
    fields,
  });
}

/** A 400 about one field: its message is also the error's. */
export function fieldRefused(field: string, message: string): AppError {
  return new AppError("validation", message, { fields: { [field]: message } });
}

/** The 429 of a spent rate limit: the wait in Retry-After, and `message` for the person. */
export function rateLimited(message: string, retryAfter: number): AppError {
  return new AppError("rate_limited", message, { headers: { "Retry-After": String(retryAfter) } });
}

/** A code the catalogue knows, from an answer's body (the browser reads the API's JSON back). */
export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === "string" && Object.hasOwn(APP_ERRORS, code);
}
