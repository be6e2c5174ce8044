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
/** The catalogue by HTTP status: each code with its default Portuguese message. */
const CATALOGUE = {
  400: {
    bad_request: "Requisição inválida.",
    invalid_json: "JSON inválido.",
    validation: "Dados inválidos.",
    invalid_grant: "Credenciais inválidas.",
  },
  401: {
    unauthorized: "Sessão expirada. Faça login novamente.",
    mfa_required: "Confirme o segundo fator de autenticação para continuar.",
    invalid_jwt: "Token inválido.",
    invalid_jwt_signature: "Assinatura do token inválida.",
    token_expired: "Token expirado. Renove o acesso.",
    invalid_credentials: "E-mail ou senha incorretos.",
  },
  403: {
    aal2_required: "Confirme o segundo fator antes desta ação.",
    cross_origin: "Origem da requisição não permitida.",
    forbidden: "Você não tem permissão para esta ação.",
    email_unverified: "Para continuar, confirme seu e-mail: digite no Dashboard o código que enviamos ou peça um novo.",
  },
  404: {
    not_found: "Recurso não encontrado.",
    project_not_found: "Projeto não encontrado.",
    document_not_found: "Documento não encontrado.",
  },
  409: {
    conflict: "O recurso foi alterado por outra pessoa.",
    project_limit: "Este projeto atingiu um dos seus limites.",
  },
  413: {
    payload_too_large: "Requisição grande demais.",
    // The project's files, not the request, would pass the project's bytes limit.
    project_storage_limit: "Este projeto atingiu o limite de armazenamento de arquivos.",
  },
  415: {
    unsupported_media_type: "Tipo de conteúdo não suportado.",
  },
  422: {
    factor_not_supported: "Fator por telefone não é suportado. Use um aplicativo autenticador ou uma chave de acesso.",
    invalid_code: "Código inválido ou expirado.",
    unprocessable: "Não foi possível processar o conteúdo enviado.",
  },
  429: {
    rate_limited: "Muitas requisições seguidas. Aguarde e tente novamente.",
  },
  500: {
    send_failed: "Erro ao enviar mensagem",
    internal: "Erro interno. Tente novamente em instantes.",
  },
  502: {
    // What a model or the search could not finish (an agent's turn, the analyst's answer): the upstream failed.
    agent_failed: "Erro na resposta do agente",
    agent_timeout: "O agente demorou demais para responder. Tente novamente.",
    search_unavailable:
      "A busca nos documentos do projeto está indisponível agora. Tente novamente em alguns instantes.",
    analyst_failed: "Falha ao gerar a resposta.",
  },
  503: {
    unavailable: "Serviço indisponível no momento. Tente novamente em instantes.",
  },
} as const;

type Catalogue = typeof CATALOGUE;
export type AppErrorStatus = keyof Catalogue;
export type AppErrorCode = { [S in AppErrorStatus]: keyof Catalogue[S] }[AppErrorStatus];

/** Each code's status and default message, read from the catalogue. */
export const APP_ERRORS = Object.fromEntries(
  Object.entries(CATALOGUE).flatMap(([status, codes]) =>
    Object.entries(codes).map(([code, message]) => [code, { status: Number(status), message }]),
  ),
) as { readonly [C in AppErrorCode]: { readonly status: AppErrorStatus; readonly message: string } };

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
