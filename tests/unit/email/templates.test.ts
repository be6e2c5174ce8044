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

const messages = [
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
];

describe("the e-mails", () => {
  it.each(messages)(
    "$kind: Portuguese, plain text and HTML, named after the configured product, with its link",
    (message) => {
      expect(message.subject).toContain("Aqua Portal");
      expect(message.text).toContain("Equipe Aqua Portal");
      expect(message.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
      expect(message.html).toContain("Aqua Portal");
      expect(message.text).toMatch(/\b(você|sua|seu|este)\b/);
      expect(message.link).toMatch(/^https:\/\/x\.test\//);
      expect(message.text).toContain(message.link);
      // HTML escapes the query's "&".
      expect(message.html).toContain(`href="${message.link?.replaceAll("&", "&amp;")}"`);
      expect(message.html).not.toMatch(/<script/i);
    },
  );

  it("says what a proof of the address cleared, in the owner's words", () => {
    expect(messages[4]?.text).toContain(
      "removemos o que foi configurado na conta antes da confirmação: a verificação em duas etapas (1 fator e os códigos de recuperação); as sessões abertas, inclusive de aplicativos (2); os tokens de API (1) e os convites enviados em seu nome (3).",
    );
    expect(messages[5]?.text).toContain("antes da confirmação: as sessões abertas, inclusive de aplicativos (1).");
    expect(messages[5]?.text).toMatch(/^Olá!\n/);
  });

  it("escapes what people typed in the HTML and keeps it readable in the text", () => {
    const invitation = messages[2];
    expect(invitation?.text).toContain("Obras & Cia");
    expect(invitation?.html).toContain("Obras &amp; Cia");
    expect(invitation?.html).not.toContain("Obras & Cia");
  });
});
