// Seeds the local D1 and R2 (the same state `wrangler dev` uses) with a demo
// account, one project, a conversation and four documents waiting for
// ingestion, through the app's own query modules. Idempotent: once the demo
// user has a project, nothing is added, so a second start keeps its data; a
// start interrupted before that point seeds again. The documents are indexed
// by the running app (their chunks go to the project's store, a Durable
// Object the Node scripts cannot reach): scripts/start.mjs asks it to, with
// whatever else a start needs (#core/store/maintenance.ts).
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "#core/auth/password.ts";
import { database } from "#core/db/client.ts";
import { insertConversation } from "#core/db/conversations.ts";
import { insertUploadedDocument } from "#core/db/documents.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { insertProjectWithOwner, listProjectsForUser } from "#core/db/projects.ts";
import { findUserByEmail, insertUser } from "#core/db/users.ts";
import { markEmailVerified } from "#core/db/email.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account.mjs";

const persistArg = process.argv.find((arg) => arg.startsWith("--persist-to="));
const persist = persistArg ? { path: persistArg.slice("--persist-to=".length) } : true;

const { env, dispose } = await getPlatformProxy({ persist });
try {
  const db = database(env.DB);
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing && (await listProjectsForUser(db, existing.id)).length > 0) {
    // A database from before e-mail verification: the demo address is ours, so it counts as proven.
    await markEmailVerified(db, existing.id, Date.now());
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
    {
      file: "visao-geral.md",
      name: "Visão Geral do Projeto.md",
      type: "reference",
      format: "markdown",
      mime: "text/markdown",
    },
    {
      file: "requisitos.md",
      name: "Requisitos Funcionais.md",
      type: "requirement",
      format: "markdown",
      mime: "text/markdown",
    },
    { file: "glossario.txt", name: "Glossário.txt", type: "reference", format: "text", mime: "text/plain" },
    {
      file: "contrato.md",
      name: "Contrato de Prestação de Serviços.md",
      type: "contract",
      format: "markdown",
      mime: "text/markdown",
    },
  ];
  const userId =
    existingUserId ??
    (await insertUser(db, {
      id: crypto.randomUUID(),
      email: DEMO_EMAIL,
      fullName: "Equipe Demo Nexo",
      role: "nexo_employee",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: now,
      createdAt: now,
    }));
  if (!userId) throw new Error("demo user already exists");
  await markEmailVerified(db, userId, now);
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
  for (const [index, doc] of docs.entries()) {
    const id = crypto.randomUUID();
    const key = documentKey(projectId, id);
    const text = readFileSync(new URL(`./seed-docs/${doc.file}`, import.meta.url), "utf8");
    await putDocumentFile(env.DOCUMENTS, key, text, doc.format);
    await insertUploadedDocument(
      db,
      {
        id,
        projectId,
        name: doc.name,
        type: doc.type,
        storagePath: key,
        isEditable: true,
        mimeType: doc.mime,
        sizeBytes: new TextEncoder().encode(text).length,
        status: "processing",
        version: 1,
        uploadedBy: userId,
        createdAt: now + index,
      },
      {
        userId,
        content: `Upload de ${doc.name}`,
        contextData: { file_name: doc.name, file_type: doc.mime, description: null, document_id: id },
      },
    );
  }
}
