/**
 * The one error model of the API: a code decides the HTTP status and the
 * default Portuguese message; the body is `{ error, code }`. Server modules
 * throw these; the Worker's error handler (workers/api/errors.ts) answers
 * them, and nothing else (no stack trace, no internal message) reaches a client.
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
  aal2_required: { status: 403, message: "Confirme o segundo fator antes desta ação." },
  cross_origin: { status: 403, message: "Origem da requisição não permitida." },
  forbidden: { status: 403, message: "Você não tem permissão para esta ação." },
  not_found: { status: 404, message: "Recurso não encontrado." },
  project_not_found: { status: 404, message: "Projeto não encontrado." },
  document_not_found: { status: 404, message: "Documento não encontrado." },
  conflict: { status: 409, message: "O recurso foi alterado por outra pessoa." },
  payload_too_large: { status: 413, message: "Requisição grande demais." },
  unsupported_media_type: { status: 415, message: "Tipo de conteúdo não suportado." },
  factor_not_supported: { status: 422, message: "Fator por telefone não é suportado. Use um aplicativo autenticador ou uma chave de acesso." },
  invalid_code: { status: 422, message: "Código inválido ou expirado." },
  unprocessable: { status: 422, message: "Não foi possível processar o conteúdo enviado." },
  rate_limited: { status: 429, message: "Muitas requisições seguidas. Aguarde e tente novamente." },
  internal: { status: 500, message: "Erro interno. Tente novamente em instantes." },
  unavailable: { status: 503, message: "Serviço indisponível no momento. Tente novamente em instantes." },
  timeout: { status: 504, message: "O serviço demorou demais para responder. Tente novamente." },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ApiErrorStatus = (typeof API_ERRORS)[ApiErrorCode]["status"];

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? API_ERRORS[code].message);
    this.name = "ApiError";
    this.status = API_ERRORS[code].status;
  }
}
