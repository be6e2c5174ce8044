// Seeds the local D1 and R2 (the same state `wrangler dev` uses) with a demo
// account, one project, a conversation and three documents, through the app's
// own query modules. Idempotent: once the demo user has a project, nothing is
// touched, so a second start keeps its data; a start interrupted before that
// point seeds again.
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "../app/server/auth/password.server.ts";
import { database } from "../app/server/db/client.server.ts";
import { insertConversation } from "../app/server/db/conversations.server.ts";
import { insertDocumentWithChunks } from "../app/server/db/documents.server.ts";
import { insertProjectWithOwner, listProjectsForUser } from "../app/server/db/projects.server.ts";
import { findUserByEmail, insertUser } from "../app/server/db/users.server.ts";
import { chunkText } from "../app/server/documents/chunk-text.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account.mjs";

const persistArg = process.argv.find((arg) => arg.startsWith("--persist-to="));
const persist = persistArg ? { path: persistArg.slice("--persist-to=".length) } : true;

const { env, dispose } = await getPlatformProxy({ persist });
try {
  const db = database(env.DB);
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing && (await listProjectsForUser(db, existing.id)).length > 0) {
    console.log(`Conta demo já existe: ${DEMO_EMAIL}`);
  } else {
    await seed(env, db, existing?.id);
    console.log(`Conta demo criada: ${DEMO_EMAIL}`);
  }
} finally {
  await dispose();
}

async function seed(env, db, existingUserId) {
  const now = Date.now();
  const projectId = crypto.randomUUID();
  const docs = [
    { file: "visao-geral.md", name: "Visão Geral do Projeto.md", type: "reference", mime: "text/markdown", editable: true },
    { file: "requisitos.md", name: "Requisitos Funcionais.md", type: "requirement", mime: "text/markdown", editable: true },
    { file: "glossario.txt", name: "Glossário.txt", type: "reference", mime: "text/plain", editable: false },
  ];
  const stored = [];
  for (const [index, doc] of docs.entries()) {
    const id = crypto.randomUUID();
    const key = `projects/${projectId}/documents/${id}`;
    const text = readFileSync(new URL(`./seed-docs/${doc.file}`, import.meta.url), "utf8");
    await env.DOCUMENTS.put(key, text, { httpMetadata: { contentType: doc.mime } });
    stored.push({ doc, id, key, text, createdAt: now + index });
  }

  const userId = existingUserId ?? await insertUser(db, {
    id: crypto.randomUUID(),
    email: DEMO_EMAIL,
    fullName: "Equipe Demo Nexo",
    role: "nexo_employee",
    passwordHash: await hashPassword(DEMO_PASSWORD),
    createdAt: now,
  });
  if (!userId) throw new Error("demo user already exists");
  await insertProjectWithOwner(db, {
    id: projectId,
    name: "Portal de Atendimento Inteligente",
    description: "Agentes de IA para faturamento, ouvidoria e indicadores da companhia de saneamento.",
    ownerId: userId,
    createdAt: now,
  });
  await insertConversation(db, {
    id: crypto.randomUUID(),
    title: "Kickoff do projeto - 10/11, 09:00",
    projectId,
    userId,
    createdAt: now,
  });
  for (const { doc, id, key, text, createdAt } of stored) {
    await insertDocumentWithChunks(
      db,
      {
        id,
        projectId,
        name: doc.name,
        type: doc.type,
        storagePath: key,
        isEditable: doc.editable,
        mimeType: doc.mime,
        sizeBytes: new TextEncoder().encode(text).length,
        status: "ready",
        uploadedBy: userId,
        createdAt,
      },
      chunkText(text),
    );
  }
}
