// Seeds the local D1 and R2 (the same state `wrangler dev` uses) with a demo
// account, one project, a conversation and three documents. Idempotent: when
// the demo user exists, nothing is touched, so a second start keeps its data.
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "../app/server/auth/password.server.ts";
import { chunkText } from "../app/server/documents/chunk-text.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account.mjs";


const persistArg = process.argv.find((arg) => arg.startsWith("--persist-to="));
const persist = persistArg ? { path: persistArg.slice("--persist-to=".length) } : true;

const { env, dispose } = await getPlatformProxy({ persist });
try {
  const existing = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(DEMO_EMAIL).first();
  if (existing) {
    console.log(`Conta demo já existe: ${DEMO_EMAIL}`);
  } else {
    await seed(env);
    console.log(`Conta demo criada: ${DEMO_EMAIL}`);
  }
} finally {
  await dispose();
}

async function seed(env) {
  const userId = crypto.randomUUID();
  const projectId = crypto.randomUUID();
  const now = Date.now();
  const statements = [
    env.DB.prepare(
      "INSERT INTO users (id, email, full_name, role, password_hash, created_at) VALUES (?1, ?2, ?3, 'nexo_employee', ?4, ?5)",
    ).bind(userId, DEMO_EMAIL, "Equipe Demo Nexo", await hashPassword(DEMO_PASSWORD), now),
    env.DB.prepare(
      "INSERT INTO projects (id, name, description, owner_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    ).bind(
      projectId,
      "Portal de Atendimento Inteligente",
      "Agentes de IA para faturamento, ouvidoria e indicadores da companhia de saneamento.",
      userId,
      now,
    ),
    env.DB.prepare(
      "INSERT INTO project_members (project_id, user_id, role, created_at) VALUES (?1, ?2, 'nexo_employee', ?3)",
    ).bind(projectId, userId, now),
    env.DB.prepare(
      "INSERT INTO conversation_sessions (id, title, project_id, user_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    ).bind(crypto.randomUUID(), "Kickoff do projeto - 10/11, 09:00", projectId, userId, now),
  ];

  const docs = [
    { file: "visao-geral.md", name: "Visão Geral do Projeto.md", type: "reference", mime: "text/markdown", editable: true },
    { file: "requisitos.md", name: "Requisitos Funcionais.md", type: "requirement", mime: "text/markdown", editable: true },
    { file: "glossario.txt", name: "Glossário.txt", type: "reference", mime: "text/plain", editable: false },
  ];
  for (const [index, doc] of docs.entries()) {
    const id = crypto.randomUUID();
    const key = `projects/${projectId}/documents/${id}`;
    const text = readFileSync(new URL(`./seed-docs/${doc.file}`, import.meta.url), "utf8");
    await env.DOCUMENTS.put(key, text, { httpMetadata: { contentType: doc.mime } });
    statements.push(
      env.DB.prepare(
        `INSERT INTO documents (id, project_id, name, type, storage_path, is_editable, mime_type, size_bytes, status, uploaded_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'ready', ?9, ?10)`,
      ).bind(id, projectId, doc.name, doc.type, key, doc.editable ? 1 : 0, doc.mime, text.length, userId, now + index),
    );
    for (const [chunkIndex, content] of chunkText(text).entries()) {
      statements.push(
        env.DB.prepare(
          "INSERT INTO document_chunks (id, document_id, project_id, content, chunk_index) VALUES (?1, ?2, ?3, ?4, ?5)",
        ).bind(crypto.randomUUID(), id, projectId, content, chunkIndex),
      );
    }
  }
  // One batch: a half-seeded database would make every later start skip seeding.
  await env.DB.batch(statements);
}
