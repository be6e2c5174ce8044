import { beforeAll, describe, expect, it } from "vitest";
import type { ActionFailure } from "#isomorphic/action-result.ts";
import { actionData } from "#tests/support/bad-requests.ts";
import { Browser } from "#tests/support/http.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * One error model, answered in two shapes: a page action's refusal is the
 * form's answer (toast, message, code and every refused field), an API
 * refusal is JSON (`error`, `code` and the same `fields`). Both come from one
 * AppError, so the same mistake reads the same in both.
 */
const post = (browser: Browser, path: string, fields: Record<string, string>) =>
  browser.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** The sign-up form's submission as a new visitor's browser sends it, through the page's data request. */
const signUpData = (fullName: string, email: string, password: string) =>
  post(new Browser(), "/auth.data", { intent: "signup", fullName, email, password });

let member: Browser;
let projectId = "";
beforeAll(async () => {
  ({ owner: member, projectId } = await ownerWithProject("errors", "Erros"));
});

describe("a page action's refusal", () => {
  it("names every refused field, not only the first, and the toast carries the first", async () => {
    const response = await signUpData("", "não-é-e-mail", "curta");
    expect(response.status).toBe(400);
    const answer = await actionData<ActionFailure>(response);
    expect(answer).toMatchObject({
      ok: false,
      code: "validation",
      intent: "signup",
      fields: {
        fullName: "Informe seu nome completo.",
        email: "Informe um e-mail válido.",
        password: "A senha deve ter pelo menos 8 caracteres.",
      },
    });
    expect(answer?.toast).toMatchObject({ type: "error", title: "Erro", description: answer?.error });
    expect(Object.values(answer?.fields ?? {})).toContain(answer?.error);
  });

  it("puts a refusal the server finds later (a weak password) under its field too", async () => {
    const response = await signUpData("Ana", "ana-fraca@exemplo.com.br", "12345678");
    const answer = await actionData<ActionFailure>(response);
    expect(response.status).toBe(400);
    expect(answer?.fields.password).toMatch(/^Senha fraca\./);
    expect(answer?.error).toBe(answer?.fields.password);
  });

  it("answers a refusal about the whole form with no field", async () => {
    const response = await post(new Browser(), "/auth.data", {
      intent: "login",
      email: "ninguem@exemplo.com.br",
      password: "senha-errada-1",
    });
    expect(response.status).toBe(401);
    expect(await actionData<ActionFailure>(response)).toMatchObject({
      ok: false,
      code: "invalid_credentials",
      intent: "login",
      error: "E-mail ou senha incorretos.",
      fields: {},
    });
  });

  it("titles the toast for the intent that was refused", async () => {
    const response = await post(member, "/projects.data?index", {
      intent: "create-project",
      name: " ",
      description: "d".repeat(2001),
    });
    const answer = await actionData<ActionFailure>(response);
    expect(answer?.toast.title).toBe("Erro ao criar projeto");
    expect(answer?.fields).toEqual({
      name: "Informe o nome do projeto.",
      description: "A descrição deve ter no máximo 2000 caracteres.",
    });
  });
});

describe("an API refusal", () => {
  it("is JSON with the same fields a form would get", async () => {
    const response = await member.fetch("/api/functions/chat-orchestrator", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: " ", projectId: "../x" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Dados inválidos: Escreva uma mensagem.",
      code: "validation",
      fields: { message: "Escreva uma mensagem.", projectId: "Projeto inválido." },
    });
  });

  it("leaves `fields` out when no field is to blame", async () => {
    const response = await member.fetch("/api/functions/canvas-context", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId, documentId: crypto.randomUUID() }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Documento não encontrado.", code: "document_not_found" });
  });
});
