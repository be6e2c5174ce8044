import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

/**
 * The browser half of passkeys. @simplewebauthn/browser loads only when a
 * passkey is actually used, so pages pay nothing for it up front.
 */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<string> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return JSON.stringify(await startRegistration({ optionsJSON: options }));
}

export async function signWithPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<string> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return JSON.stringify(await startAuthentication({ optionsJSON: options }));
}

/** What to tell the user when the browser's passkey prompt fails or is dismissed. */
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "A chave de acesso não foi usada (cancelada ou expirada).";
  if (name === "InvalidStateError") return "Esta chave de acesso já está cadastrada.";
  if (name === "NotSupportedError") return "Este navegador não oferece chaves de acesso.";
  if (name === "SecurityError")
    return "Chaves de acesso só funcionam em um endereço seguro (https ou localhost), não por um IP.";
  return "Não foi possível usar a chave de acesso neste navegador.";
}
