// Seeds the local D1 and R2 (the same state `wrangler dev` uses) with a demo
// account, one project, a conversation and four documents, through the app's
// own query modules and the same ingestion pipeline the queue consumer runs
// (chunks, full-text index, vectors). Idempotent: once the demo user has a
// project, nothing is added, so a second start keeps its data; a start
// interrupted before that point seeds again. Every start also ingests any
// document still waiting (e.g. after a migration asked for re-indexing).
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "#core/auth/password.ts";
import { database } from "#core/db/client.ts";
import { insertConversation } from "#core/db/conversations.ts";
import { insertUploadedDocument, listDocumentsAwaitingIngestion } from "#core/db/documents.ts";
import { ingestDocument } from "#workers/ingestion/ingest.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";
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
  const services = searchServices({ ...env, VECTOR_INDEX: "d1" });
  await ingestPending(env, db, services);
  await reembedLocal(db, services);
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

/**
 * Re-embeds the documents whose vectors are of another model or missing (an
 * embedder changed in .dev.vars, or a migration that dropped the local
 * index's old layout), as `npm run reindex` would; nothing when all are current.
 */
async function reembedLocal(db, services) {
  const progress = await reembedStale({ db, ...services });
  if (progress.done > 0) console.log(`Vetores refeitos com ${progress.model}: ${progress.done} documento(s).`);
}

/** Runs the ingestion pipeline for every document whose current version is not indexed yet. */
async function ingestPending(env, db, services) {
  const pending = await listDocumentsAwaitingIngestion(db);
  if (pending.length === 0) return;
  const deps = { db, bucket: env.DOCUMENTS, ...services };
  for (const job of pending) {
    const outcome = await ingestDocument(deps, job);
    console.log(`Documento indexado (${outcome}): ${job.documentId}`);
  }
}
