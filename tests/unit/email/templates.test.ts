import { describe, expect, it } from "vitest";
import { productConfigFrom } from "#app/config/product.ts";
import { accountExistsEmail, invitationEmail, passwordResetEmail, verificationEmail } from "#core/email/templates.ts";

const { productName } = productConfigFrom({ PRODUCT_NAME: "Aqua Portal" });

const messages = [
  verificationEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: "Ana",
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
    projectName: "Obras & Cia",
    role: "client",
    dashboardUrl: "https://x.test/dashboard",
  }),
  accountExistsEmail({
    productName,
    to: "a@exemplo.com.br",
    fullName: "Ana",
    signInUrl: "https://x.test/auth",
    forgotUrl: "https://x.test/auth/forgot",
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
      expect(message.html).toContain(`href="${message.link}"`);
      expect(message.html).not.toMatch(/<script/i);
    },
  );

  it("escapes what people typed in the HTML and keeps it readable in the text", () => {
    const invitation = messages[2];
    expect(invitation?.text).toContain("Obras & Cia");
    expect(invitation?.html).toContain("Obras &amp; Cia");
    expect(invitation?.html).not.toContain("Obras & Cia");
  });
});
