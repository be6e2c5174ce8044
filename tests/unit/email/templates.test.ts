import { describe, expect, it } from "vitest";
import { productConfigFrom } from "#isomorphic/config/product.ts";
import {
  accountExistsEmail,
  accountSecuredEmail,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "#core/email/templates.ts";

const { productName } = productConfigFrom({ PRODUCT_NAME: "Aqua Portal" });

const messages = await Promise.all([
  verificationEmail({
    productName,
    to: "a@exemplo.com.br",
    code: "123456",
    link: "https://x.test/auth/verify-email?token=t",
    minutes: 60,
  }),
  passwordResetEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: "Ana",
    link: "https://x.test/auth/reset?token=t",
    minutes: 30,
  }),
  invitationEmail({
    productName,
    to: "a@exemplo.com.br",
    inviterName: "Bruno",
    inviterEmail: "bruno@exemplo.com.br",
    projectName: "Obras & Cia",
    role: "client",
    hasAccount: false,
    acceptUrl: "https://x.test/auth?mode=signup&email=a%40exemplo.com.br",
    reportUrl: "https://x.test/invitations/not-mine?token=t",
  }),
  accountExistsEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: "Ana",
    signInUrl: "https://x.test/auth",
    forgotUrl: "https://x.test/auth/forgot",
  }),
  passwordChangedEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: "Ana",
    cleared: { factors: 1, recoveryCodes: 10, sessions: 2, tokens: 1, invitations: 3 },
    forgotUrl: "https://x.test/auth/forgot",
    securityUrl: "https://x.test/account/security",
  }),
  accountSecuredEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: null,
    cleared: { factors: 0, recoveryCodes: 0, sessions: 1, tokens: 0, invitations: 0 },
    securityUrl: "https://x.test/account/security",
  }),
]);

describe("the e-mails", () => {
  it.each(messages)(
    "$kind: Portuguese, plain text and HTML, named after the configured product, with its link",
    (message) => {
      expect(message.subject).toContain("Aqua Portal");
      expect(message.text).toContain("Equipe Aqua Portal");
      expect(message.html).toMatch(/^<!DOCTYPE html><html lang="pt-BR">/);
      // No text-node separators from the streaming renderer: the document never puts two text nodes together.
      expect(message.html).not.toContain("<!--");
      expect(message.html).toContain("Aqua Portal");
      expect(message.text).toMatch(/\b(você|sua|seu|este)\b/);
      expect(message.link).toMatch(/^https:\/\/x\.test\//);
      expect(message.text).toContain(message.link);
      // HTML escapes the query's "&".
      expect(message.html).toContain(`href="${message.link?.replaceAll("&", "&amp;")}"`);
      expect(message.html).not.toMatch(/<script/i);
    },
  );

  it("says what a proof of the address cleared, in the owner's words: each kind removed with its count, nothing else", async () => {
    const counts = [0, 1, 3];
    for (const factors of counts)
      for (const recoveryCodes of counts)
        for (const sessions of counts)
          for (const tokens of counts)
            for (const invitations of counts) {
              const cleared = { factors, recoveryCodes, sessions, tokens, invitations };
              const { text } = await passwordChangedEmail({
                productName,
                to: "a@exemplo.com.br",
                fullName: "Ana",
                cleared,
                forgotUrl: "https://x.test/auth/forgot",
                securityUrl: "https://x.test/account/security",
              });
              const label = JSON.stringify(cleared);
              const paragraph =
                /removemos o que foi configurado na conta antes da confirmação: (.*?)\. Se não foi você/.exec(
                  text,
                )?.[1];
              const kinds = [
                [factors + recoveryCodes, "verificação em duas etapas"],
                [sessions, `sessões abertas, inclusive de aplicativos (${sessions})`],
                [tokens, `tokens de API (${tokens})`],
                [invitations, `convites enviados em seu nome (${invitations})`],
              ] as const;
              const listed = kinds.filter(([count]) => count > 0);
              if (listed.length === 0) {
                expect(paragraph, label).toBeUndefined();
                continue;
              }
              for (const [count, words] of kinds) expect(paragraph?.includes(words), label).toBe(count > 0);
              // One list, "a (…); b (…) e c (…)": as many items as kinds cleared.
              expect(paragraph?.replace(/\([^)]*\)/g, "").split(/; | e /).length, label).toBe(listed.length);
              if (factors + recoveryCodes > 0) {
                const factorWords = factors === 0 ? "nenhum fator" : factors === 1 ? "1 fator" : `${factors} fatores`;
                expect(paragraph, label).toMatch(new RegExp(`\\(${factorWords}( e |\\))`));
                expect(paragraph?.includes("códigos de recuperação"), label).toBe(recoveryCodes > 0);
              }
            }
    expect(messages[5]?.text).toMatch(/^Olá!\n/);
  });

  it("escapes what people typed in the HTML and keeps it readable in the text", () => {
    const invitation = messages[2];
    expect(invitation?.text).toContain("Obras & Cia");
    expect(invitation?.html).toContain("Obras &amp; Cia");
    expect(invitation?.html).not.toContain("Obras & Cia");
  });
});
