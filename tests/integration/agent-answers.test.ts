import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import contrato from "#scripts/seed-docs/contrato.md?raw";
import glossario from "#scripts/seed-docs/glossario.txt?raw";
import requisitos from "#scripts/seed-docs/requisitos.md?raw";
import visaoGeral from "#scripts/seed-docs/visao-geral.md?raw";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { type Browser, createConversationAs } from "#tests/support/http.ts";
import { cutQuotes } from "#tests/support/whole-sentences.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * Golden questions over the demo project's documents (scripts/seed-docs),
 * asked through chat-orchestrator with the offline agent: one per question
 * shape. Each asserts what the answer must contain and that every quote is
 * made of whole sentences of the documents.
 */
const DOCUMENTS = [
  { name: "Visão Geral do Projeto.md", text: visaoGeral },
  { name: "Requisitos Funcionais.md", text: requisitos },
  { name: "Glossário.txt", text: glossario },
  { name: "Contrato de Prestação de Serviços.md", text: contrato },
];
const SOURCES = DOCUMENTS.map((document) => document.text);

let owner: Browser;
let projectId = "";
let conversationId = "";

beforeAll(async () => {
  ({ owner, projectId } = await ownerWithProject("answers", "Portal de Atendimento Inteligente"));
  conversationId = await createConversationAs(owner, projectId, "Perguntas");
  for (const document of DOCUMENTS) {
    await settled(await uploadedId(await uploadAs(owner, projectId, { name: document.name, bytes: document.text })));
  }
});

interface Reply {
  message: string;
  tool_calls: { function: { name: string } }[];
  sources: { documentName: string; n: number }[];
  suggestions: string[];
}

/**
 * Asks in the test's conversation. Quoted answers must quote whole sentences of the documents; answers the agent
 * words itself (a table's cell, a summary's list of items) are checked by their own assertions instead.
 */
async function ask(message: string, { quoted = true } = {}): Promise<Reply> {
  const response = await owner.fetch("/api/functions/chat-orchestrator", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ projectId, sessionId: conversationId, message }),
  });
  expect(response.status).toBe(200);
  const reply = (await response.json()) as Reply;
  if (quoted) expect(cutQuotes(reply.message, SOURCES)).toEqual([]);
  return reply;
}

const firstLine = (text: string) => text.split("\n")[0] ?? "";

describe("the offline agent's answers, by question shape", () => {
  it("a list question lists the items of the section it names", async () => {
    const { message } = await ask("Quais são os objetivos do projeto?");
    const items = message.split("\n").filter((line) => line.startsWith("- "));
    expect(items).toHaveLength(3);
    expect(message).toContain("Reduzir em 70% o tempo de resposta das solicitações de faturamento");
    expect(message).toContain("Identificar 100% dos casos críticos da ouvidoria no mesmo dia");
    expect(message).toContain("Dar aos gestores uma visão consolidada por região e por canal");
  });

  it("a question that names a heading is answered by the sentence under it, never the bare heading", async () => {
    const { message, sources } = await ask("Qual a vigência do contrato?");
    expect(firstLine(message)).toContain("O contrato vigora por 24 meses a partir da assinatura");
    expect(message.trim()).not.toMatch(/^Cláusula 3 - Vigência( \[\d+\])?$/);
    expect(sources.map((source) => source.documentName)).toContain("Contrato de Prestação de Serviços.md");
  });

  it("a two-part question gets both parts, whole", async () => {
    const { message } = await ask("Qual a multa e o prazo para comunicar incidentes críticos?");
    expect(firstLine(message)).toContain("72 horas");
    expect(firstLine(message)).toContain("10%");
    expect(message).toContain("Em caso de descumprimento, a multa é limitada a 10% do valor mensal do contrato.");
    expect(message).toContain("em até 72 horas");
  });

  it("a deadline question is answered first by the sentence that states it, in one short reply", async () => {
    const { message } = await ask("Qual o prazo para escalonar manifestações com sentimento negativo?");
    expect(firstLine(message)).toMatch(
      /^Manifestações com sentimento negativo e urgência alta são encaminhadas à equipe em até 15 minutos\. \[\d+\]/,
    );
    expect(message.length).toBeLessThan(500);
  });

  it("a yes/no question starts with the sentence that decides it", async () => {
    const { message } = await ask("O contrato pode ser renovado?");
    expect(firstLine(message)).toContain("pode ser renovado uma vez por igual período");
  });

  it("a comparison gives both sides, each cited", async () => {
    const { message } = await ask("Qual a diferença entre RF-01 e RF-02?");
    const [first, second] = message.split("\n\n");
    expect(first).toMatch(/^\*\*RF-01\*\*: O cliente informa a matrícula .* \[\d+\]$/);
    expect(second).toMatch(/^\*\*RF-02\*\*: O agente gera a segunda via em PDF .* \[\d+\]$/);
  });

  it("a cell is answered in a sentence citing its table; a table only when a table is asked for", async () => {
    const { message, sources } = await ask("Quantos atendimentos por mês tem a região Litoral?", { quoted: false });
    // One sentence, naming the row and the column, with the cell as written and its citation.
    expect(message).toMatch(/^[^.]*região Litoral[^.]*22\.300[^.]*\[1\]\.$/);
    expect(message).toContain("atendimentos por mês");
    expect(sources.map((source) => source.n)).toEqual([1]);
    const whole = await ask("Mostre a tabela de regiões atendidas");
    expect(whole.message.split("\n").filter((line) => /^\| (Norte|Sul|Litoral|Serra) \|/.test(line))).toHaveLength(4);
  });

  it("a summary reads the whole document and keeps one sentence per clause under its heading", async () => {
    const { message, tool_calls } = await ask("Resuma todas as cláusulas do contrato", { quoted: false });
    expect(tool_calls.map((call) => call.function.name)).toEqual(["read_document"]);
    for (const heading of [
      "Cláusula 1 - Objeto",
      "Cláusula 2 - Níveis de serviço",
      "Cláusula 3 - Vigência",
      "Cláusula 4 - Rescisão",
    ]) {
      expect(message).toContain(`**${heading}**:`);
    }
    expect(message).not.toContain("Ações executadas");
  });

  it("a question answered only in part gets the part found, without a note about the words it missed", async () => {
    const { message } = await ask("Qual o prazo de escalonamento e o nome do gerente responsável?");
    expect(message).toContain("15 minutos");
    expect(message).not.toContain("Não encontrei");
  });

  it("nothing relevant: a short refusal, with questions the documents can answer offered apart (as buttons)", async () => {
    const { message, sources, suggestions } = await ask(
      "Qual o salário do diretor financeiro da empresa terceirizada?",
    );
    expect(message).toBe("Não encontrei nos documentos do projeto informações sobre isso.");
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const question of suggestions) expect(question).toMatch(/\?$|\.$/);
    expect(sources).toEqual([]);
  });

  it("'O que você consegue fazer?' and a greeting describe the agent and list the project's documents", async () => {
    for (const question of ["O que você consegue fazer?", "Oi!"]) {
      const { message } = await ask(question);
      expect(message).not.toContain("Não encontrei");
      expect(message).toContain("anoto um documento");
      for (const document of DOCUMENTS) expect(message).toContain(document.name);
    }
  });
});

describe("the agent's actions, reported in Portuguese", () => {
  it("an annotation is reported by what it did, not by the tool's name", async () => {
    const { message } = await ask("Anote no Contrato: revisar o valor da multa");
    expect(message).toContain("Anotação adicionada ao **Contrato de Prestação de Serviços.md**");
    const stored = await env.DB.prepare(
      "SELECT content FROM chat_messages WHERE session_id = ?1 AND role = 'assistant' ORDER BY created_at DESC, rowid DESC",
    )
      .bind(conversationId)
      .first<string>("content");
    expect(stored).toMatch(/\n\n✅ Ações executadas: Anotação adicionada ao Contrato de Prestação de Serviços\.md$/);
    expect(stored).not.toContain("add_annotation");
  });

  it("a failed action is reported as not done, never under 'Ações executadas'", async () => {
    const { message } = await ask(`Anote no Contrato: ${"revisar ".repeat(300)}`);
    expect(message).toMatch(/^Não consegui adicionar a anotação/);
    const stored = await env.DB.prepare(
      "SELECT content FROM chat_messages WHERE session_id = ?1 AND role = 'assistant' ORDER BY created_at DESC, rowid DESC",
    )
      .bind(conversationId)
      .first<string>("content");
    expect(stored).toMatch(/⚠️ Ações não concluídas: Anotação não adicionada/);
    expect(stored).not.toContain("Ações executadas");
  });

  it("'crie um documento sobre X' writes a Markdown document from what the documents say about X, with its sources", async () => {
    const { message, tool_calls } = await ask("Crie um documento sobre escalonamento de manifestações");
    expect(tool_calls.map((call) => call.function.name)).toEqual(["search_documents", "create_document"]);
    expect(message).toContain("Requisitos Funcionais.md");
    const created = await env.DB.prepare("SELECT id, storage_path FROM documents WHERE project_id = ?1 AND name = ?2")
      .bind(projectId, "Escalonamento de manifestações.md")
      .first<{ id: string; storage_path: string }>();
    expect(created).not.toBeNull();
    const content = await (await env.DOCUMENTS.get(created?.storage_path ?? ""))?.text();
    expect(content).toMatch(/^# Escalonamento de manifestações\n/);
    expect(content).toContain(
      "Manifestações com sentimento negativo e urgência alta são encaminhadas à equipe em até 15 minutos.",
    );
    expect(content).toMatch(/## Fontes\n\n- Requisitos Funcionais\.md — RF-03 — Escalonamento/);
  });
});
