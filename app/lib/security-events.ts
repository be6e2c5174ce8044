import type { SecurityEventType } from "#core/db/schema.ts";

/** How each audit event reads on the security page. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in: "Login realizado",
  sign_in_failed: "Tentativa de login com senha incorreta",
  sign_out_others: "Outras sessões encerradas",
  mfa_enrolled: "Segundo fator adicionado",
  mfa_verified: "Segundo fator confirmado",
  mfa_failed: "Segundo fator recusado",
  mfa_removed: "Segundo fator removido",
  mfa_renamed: "Segundo fator renomeado",
  recovery_code_used: "Código de recuperação usado",
  recovery_codes_regenerated: "Novos códigos de recuperação gerados",
  password_changed: "Senha alterada",
  refresh_token_reused: "Token de API reutilizado: sessão encerrada por segurança",
  invitation_sent: "Convite enviado",
  invitation_accepted: "Convite aceito",
  invitation_declined: "Convite recusado",
  invitation_revoked: "Convite cancelado",
  member_removed: "Membro removido de um projeto",
  member_left: "Saída de um projeto",
  email_verification_sent: "Código de confirmação enviado por e-mail",
  email_verified: "E-mail confirmado",
  password_reset_requested: "Link de redefinição de senha enviado por e-mail",
  password_reset: "Senha redefinida pelo link do e-mail",
  invitation_email_sent: "Convite enviado por e-mail",
  sign_up_existing_email: "Tentativa de criar outra conta com este e-mail (aviso enviado)",
};
