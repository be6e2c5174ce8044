/**
 * Field limits, the one source for the zod schemas beside this file and the
 * inputs' maxLength in the UI. Kept apart from the schemas so a form can use
 * them without shipping zod to the browser.
 */
export const AUTH_LIMITS = { email: 254, password: 128, passwordMin: 8, fullName: 120, signInPassword: 1024 } as const;
export const PROJECT_LIMITS = { name: 120, description: 2000, email: 254 } as const;
export const CONVERSATION_LIMITS = { name: 120, title: 160 } as const;

export const NAME_REQUIRED = { title: "Nome obrigatório", description: "Digite um nome para a conversa" };
export const MFA_LIMITS = { friendlyName: 60, issuer: 80, recoveryCode: 32, credentialField: 16_384 } as const;
