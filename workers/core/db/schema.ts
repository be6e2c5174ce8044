import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { USER_ROLES } from "#isomorphic/config/roles.ts";
import type { MessagePart } from "#isomorphic/protocols/chat-protocol.ts";

/** Milliseconds since the epoch; the default keeps raw SQL inserts honest too. */
const createdAt = () =>
  integer("created_at", { mode: "number" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/**
 * A required reference to the row's owner (a user, project or document): deleting the owner deletes the row
 * (ON DELETE CASCADE).
 */
const ownedBy = (column: string, owner: () => AnySQLiteColumn) =>
  text(column).notNull().references(owner, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("client"),
    passwordHash: text("password_hash").notNull(),
    /** When the owner of the address proved it (a code or link sent to it); null until then. */
    emailVerifiedAt: integer("email_verified_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

export const EMAIL_TOKEN_PURPOSES = ["verify_email", "reset_password"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * One-time proofs sent by e-mail: a link (and, to confirm an address, also a
 * 6-digit code). Only hashes are kept: the link token's SHA-256 and the
 * code's HMAC under the app secret. A new one replaces the unused ones of the
 * same purpose; `attempts` counts wrong codes.
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** The address it was sent to: proving it proves this address, not whatever the account holds later. */
    email: text("email").notNull(),
    linkHash: text("link_hash").notNull(),
    codeHash: text("code_hash"),
    attempts: integer("attempts", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("email_tokens_link_unique").on(t.linkHash),
    index("email_tokens_user_idx").on(t.userId, t.purpose),
    index("email_tokens_expires_idx").on(t.expiresAt),
    index("email_tokens_used_idx").on(t.usedAt),
  ],
);

export const EMAIL_KINDS = [
  "verify_email",
  "reset_password",
  "invitation",
  "account_exists",
  "password_changed",
  "account_secured",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The local mailbox: what the app would have sent when no e-mail API is
 * configured (workers/core/email/outbox-sender.ts). /dev/outbox lists it
 * in development; the link and code are kept apart so the page can show them.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    link: text("link"),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const authSessions = sqliteTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    /** Authenticator assurance level of this session: 1 password, 2 with a verified factor. */
    aal: integer("aal", { mode: "number" }).notNull().default(1),
  },
  // The hourly sweep finds expired sessions (and tokens, challenges, abandoned factors, spent proofs, old rate-limit
  // windows) through these indexes instead of reading the whole table (tests/integration/housekeeping.test.ts).
  (t) => [index("auth_sessions_user_idx").on(t.userId), index("auth_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Every open realtime socket: which room holds it, for whom and under which auth session. Rooms are
 * Durable Objects, one per conversation; this registry is how ending a session or a membership finds the
 * rooms that must close that person's sockets at once, and how a project-wide event finds every room
 * someone has open. The room that holds a socket removes its row when
 * it closes; the scheduled sweep removes rows of sessions that no longer exist.
 */
export const realtimeSockets = sqliteTable(
  "realtime_sockets",
  {
    id: text("id").primaryKey(),
    room: text("room").notNull(),
    projectId: ownedBy("project_id", () => projects.id),
    userId: ownedBy("user_id", () => users.id),
    /** No foreign key: the row must outlive its session long enough for the session's end to find it. */
    authSessionId: text("auth_session_id").notNull(),
    connectedAt: integer("connected_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("realtime_sockets_member_idx").on(t.userId, t.projectId),
    index("realtime_sockets_session_idx").on(t.authSessionId),
    index("realtime_sockets_project_idx").on(t.projectId, t.room),
  ],
);

export const MFA_FACTOR_TYPES = ["phone", "totp", "webauthn"] as const;
export type MfaFactorType = (typeof MFA_FACTOR_TYPES)[number];

/**
 * Second factors. A factor is `unverified` from enrolment until its first
 * code or credential is checked; only verified factors raise a session to aal2.
 */
export const mfaFactors = sqliteTable(
  "mfa_factors",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    factorType: text("factor_type", { enum: MFA_FACTOR_TYPES }).notNull(),
    status: text("status", { enum: ["verified", "unverified"] })
      .notNull()
      .default("unverified"),
    friendlyName: text("friendly_name"),
    /** TOTP: the secret sealed with AES-GCM under a key derived from the app secret. WebAuthn: the public key (base64url). */
    secret: text("secret"),
    /** WebAuthn credential id (base64url); unique across users. */
    credentialId: text("credential_id"),
    /** WebAuthn signature counter, JSON transports. */
    signCount: integer("sign_count", { mode: "number" }).notNull().default(0),
    transports: text("transports"),
    /** TOTP: the last 30 s step accepted, so a code works once. */
    lastUsedStep: integer("last_used_step", { mode: "number" }),
    lastUsedAt: integer("last_used_at", { mode: "number" }),
    /**
     * An unverified factor belongs to the auth session that started its enrolment: no other session (least of
     * all one still owing its second factor) may finish it. Null once verified, and on enrolments from before
     * this column, which are therefore unusable.
     */
    enrolmentSessionId: text("enrolment_session_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mfa_factors_user_idx").on(t.userId),
    uniqueIndex("mfa_factors_credential_unique").on(t.credentialId),
    index("mfa_factors_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** An open challenge on a factor: TOTP needs only its id; WebAuthn keeps the random challenge it signed. */
export const mfaChallenges = sqliteTable(
  "mfa_challenges",
  {
    id: text("id").primaryKey(),
    factorId: ownedBy("factor_id", () => mfaFactors.id),
    userId: ownedBy("user_id", () => users.id),
    webauthnChallenge: text("webauthn_challenge"),
    /** The auth session that opened it: a challenge answers only the session it was given to. */
    authSessionId: text("auth_session_id"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("mfa_challenges_factor_idx").on(t.factorId), index("mfa_challenges_expires_idx").on(t.expiresAt)],
);

/** Ten single-use codes per user, kept as HMACs; a used code keeps its row with used_at. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId), uniqueIndex("recovery_codes_hash_unique").on(t.codeHash)],
);

/**
 * Refresh tokens of API sessions. A token's family is its auth session: using
 * a token marks it used and issues the next; presenting a used one again
 * deletes the session, which ends the whole family.
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    /** SHA-256 of the token; the token itself is never stored. */
    id: text("id").primaryKey(),
    authSessionId: ownedBy("auth_session_id", () => authSessions.id),
    userId: ownedBy("user_id", () => users.id),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.authSessionId), index("refresh_tokens_expires_idx").on(t.expiresAt)],
);

export const SECURITY_EVENT_TYPES = [
  "sign_in",
  "sign_in_failed",
  "sign_out_others",
  "mfa_enrolled",
  "mfa_verified",
  "mfa_failed",
  "mfa_removed",
  "mfa_renamed",
  "recovery_code_used",
  "recovery_codes_regenerated",
  "password_changed",
  "refresh_token_reused",
  "invitation_sent",
  "invitation_accepted",
  "invitation_declined",
  "invitation_revoked",
  "member_removed",
  "member_left",
  "email_verification_sent",
  "email_verified",
  "password_reset_requested",
  "password_reset",
  "invitation_email_sent",
  "sign_up_existing_email",
  "unproven_setup_cleared",
  "invitation_reported",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The audit trail: what happened to an account, as its owner sees it on the security page. */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    type: text("type", { enum: SECURITY_EVENT_TYPES }).notNull(),
    /** A short description in the owner's terms (a factor's name, a project's name, an e-mail). */
    detail: text("detail"),
    /** The client network (an IPv4 address or an IPv6 /64), when the edge told us. */
    network: text("network"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.createdAt)],
);

/** Fixed-window counters shared by every Worker instance. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start", { mode: "number" }).notNull(),
    count: integer("count", { mode: "number" }).notNull(),
    /** When the window's last hit was counted: a slowdown waits from it (workers/core/auth/sign-in-limits.ts). */
    lastHitAt: integer("last_hit_at", { mode: "number" }),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("projects_created_idx").on(t.createdAt)],
);

export const projectMembers = sqliteTable(
  "project_members",
  {
    projectId: ownedBy("project_id", () => projects.id),
    userId: ownedBy("user_id", () => users.id),
    role: text("role", { enum: USER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_members_user_idx").on(t.userId)],
);

/**
 * Pending invitations to a project, by e-mail. The row exists only while the
 * invitation is pending: accepting turns it into a membership, declining or
 * revoking deletes it. The invitee sees it when signed in with that e-mail.
 */
export const projectInvitations = sqliteTable(
  "project_invitations",
  {
    id: text("id").primaryKey(),
    projectId: ownedBy("project_id", () => projects.id),
    email: text("email").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull(),
    invitedBy: ownedBy("invited_by", () => users.id),
    /**
     * SHA-256 of the token in the invitation e-mail's "não reconheço este convite" link; a new e-mail for the
     * same invitation replaces it. Null on invitations from before the link existed.
     */
    reportTokenHash: text("report_token_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("project_invitations_project_email_unique").on(t.projectId, t.email),
    index("project_invitations_email_idx").on(t.email),
    uniqueIndex("project_invitations_report_token_unique").on(t.reportTokenHash),
  ],
);

/**
 * Invitations their addressee did not recognise ("não reconheço este convite"): the invitation was declined
 * and its inviter is flagged for an operator's review. Names are copied as they were, since the project or
 * the inviter may change or go; an operator lists the open ones with
 * `SELECT * FROM invitation_reports WHERE reviewed_at IS NULL` and sets `reviewed_at` once looked at.
 */
export const invitationReports = sqliteTable(
  "invitation_reports",
  {
    id: text("id").primaryKey(),
    /** No foreign key: the report outlives a deleted project. */
    projectId: text("project_id").notNull(),
    projectName: text("project_name").notNull(),
    inviterId: ownedBy("inviter_id", () => users.id),
    inviterName: text("inviter_name").notNull(),
    inviterEmail: text("inviter_email").notNull(),
    inviteeEmail: text("invitee_email").notNull(),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at", { mode: "number" }),
  },
  (t) => [
    index("invitation_reports_inviter_idx").on(t.inviterId),
    index("invitation_reports_open_idx").on(t.reviewedAt, t.createdAt),
  ],
);

/**
 * Keys the app generates for itself when no secret is configured (cookie and
 * URL signing), so a local run needs no set-up and every instance agrees.
 */
export const appKeys = sqliteTable("app_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** A conversation ("session" in the spec and the URL; never a login session). */
export const conversationSessions = sqliteTable(
  "conversation_sessions",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull().default(""),
    projectId: ownedBy("project_id", () => projects.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_sessions_project_idx").on(t.projectId, t.createdAt)],
);

export const MESSAGE_STATUSES = ["complete", "stopped", "failed"] as const;

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    projectId: ownedBy("project_id", () => projects.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    sessionId: text("session_id").references(() => conversationSessions.id, {
      onDelete: "cascade",
    }),
    /** The plain text (what the spec's readers get); the structure is in `parts`. */
    content: text("content").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    parts: text("parts", { mode: "json" }).$type<MessagePart[]>(),
    /** An assistant message stopped by the user or cut by a failure keeps what was shown. */
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("complete"),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientMessageId: text("client_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_project_idx").on(t.projectId, t.createdAt),
    index("chat_messages_session_idx").on(t.sessionId, t.createdAt),
    uniqueIndex("chat_messages_client_id_unique").on(t.userId, t.clientMessageId),
  ],
);

export const TURN_STATUSES = ["running", "answered", "failed"] as const;

/**
 * One agent turn per user message: the request that inserts or takes over this row runs the
 * agent; a concurrent or later duplicate of the message (same clientMessageId, so the same user message)
 * finds the row and waits for its reply instead of starting a second turn. `running` holds a lease: a turn
 * whose worker died is taken over once the lease has run out; a `failed` one may be run again.
 */
export const chatTurns = sqliteTable(
  "chat_turns",
  {
    /** The user message the turn answers. */
    id: text("id")
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    projectId: ownedBy("project_id", () => projects.id),
    status: text("status", { enum: TURN_STATUSES }).notNull(),
    /** Which attempt holds the turn: only that one may store its reply. */
    claimToken: text("claim_token").notNull(),
    attempts: integer("attempts", { mode: "number" }).notNull().default(1),
    leaseExpiresAt: integer("lease_expires_at", { mode: "number" }).notNull(),
    replyMessageId: text("reply_message_id"),
    createdAt: createdAt(),
  },
  (t) => [index("chat_turns_lease_idx").on(t.status, t.leaseExpiresAt)],
);

/**
 * A side-effecting tool call of a turn, recorded before it acts: a retried turn finds the calls its first
 * attempt finished and returns their recorded results instead of acting again.
 */
export const chatToolCalls = sqliteTable(
  "chat_tool_calls",
  {
    turnId: ownedBy("turn_id", () => chatTurns.id),
    /** The tool and the call's place among that tool's calls in the turn: `add_annotation:0`. */
    callKey: text("call_key").notNull(),
    status: text("status", { enum: ["started", "done"] }).notNull(),
    output: text("output", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.turnId, t.callKey] })],
);

export const DOCUMENT_STATUSES = ["processing", "ready", "failed"] as const;

export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    projectId: ownedBy("project_id", () => projects.id),
    name: text("name").notNull(),
    /** The classification (isomorphic/document-types.ts); the format is mime_type. */
    type: text("type").notNull().default("other"),
    description: text("description"),
    storagePath: text("storage_path").notNull(),
    isEditable: integer("is_editable", { mode: "boolean" }).notNull().default(false),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes", { mode: "number" }).notNull().default(0),
    /** processing → ready | failed; only a ready document is searched, never a half-indexed one. */
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("processing"),
    /** Why ingestion failed, in Portuguese, for the user. */
    statusReason: text("status_reason"),
    /** Content version: 1 at upload, +1 per saved edit; a save names the version it edited. */
    version: integer("version", { mode: "number" }).notNull().default(1),
    /** The version whose chunks are live for search (0: none yet). */
    indexedVersion: integer("indexed_version", { mode: "number" }).notNull().default(0),
    chunkCount: integer("chunk_count", { mode: "number" }).notNull().default(0),
    uploadedBy: text("uploaded_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
  },
  (t) => [
    index("documents_project_idx").on(t.projectId, t.createdAt),
    // The stuck-document sweep reads the few documents in `processing` through it, not every document.
    index("documents_status_idx").on(t.status),
  ],
);

/**
 * Which embedding model made a document's live vectors (for the version it
 * names), in either index. A ready document without a row for its
 * indexed_version and the current model has vectors of another model, or
 * none: search detects it (workers/core/search/embedder-check.ts) and
 * `npm run reindex` re-embeds it (workers/core/search/reindex.ts).
 */
export const documentVectorModels = sqliteTable(
  "document_vector_models",
  {
    documentId: text("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version", { mode: "number" }).notNull(),
    /** The embedder's model id; `desconhecido` for documents indexed before models were recorded. */
    model: text("model").notNull(),
    dimensions: integer("dimensions", { mode: "number" }).notNull(),
  },
  // The embedder check asks "is any document's model not the current one?" with two seeks on it (vector-models.ts).
  (t) => [index("document_vector_models_model_idx").on(t.model)],
);

export const INGESTION_PHASES = ["extract", "embed", "finish"] as const;
export type IngestionPhase = (typeof INGESTION_PHASES)[number];

/**
 * Where a document version's ingestion has got to. Ingestion runs
 * in steps, one queue message each (workers/ingestion/ingest.ts):
 * extract and store the chunks, embed them by index ranges, finish. A run is
 * one pass over the version; its `run` id and the `step` number travel in
 * each step's message, and only the message of the current step may write
 * here, so a stale or duplicated message changes nothing. A step killed
 * half-way is delivered again and resumes from `next_page`/`next_offset`/`next_index`.
 * The row goes when the run ends (ready, failed, superseded); the sweeper
 * counts a document's deadline from `updated_at`.
 */
export const ingestionProgress = sqliteTable(
  "ingestion_progress",
  {
    documentId: ownedBy("document_id", () => documents.id),
    version: integer("version", { mode: "number" }).notNull(),
    run: text("run").notNull(),
    /** The step whose message may work now; a hand-over bumps it before the next message is sent. */
    step: integer("step", { mode: "number" }).notNull().default(0),
    phase: text("phase", { enum: INGESTION_PHASES }).notNull().default("extract"),
    /** PDF only: the first page (0-based) not yet extracted, and how many there are. */
    nextPage: integer("next_page", { mode: "number" }).notNull().default(0),
    pageCount: integer("page_count", { mode: "number" }),
    /**
     * Markdown and text only: the byte offset in the file where the next
     * extraction window starts, and the heading path in force there (an
     * array of heading texts by level, "" for a skipped level), so a window
     * parsed on its own places its chunks as the whole file would.
     */
    nextOffset: integer("next_offset", { mode: "number" }).notNull().default(0),
    sectionPath: text("section_path", { mode: "json" }).$type<string[]>(),
    /** extract: chunks stored so far; embed: the first chunk index not yet embedded. */
    nextIndex: integer("next_index", { mode: "number" }).notNull().default(0),
    /** The version's chunks, once extraction has stored them all. */
    chunkCount: integer("chunk_count", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);

/**
 * The next block of chunk ids a project's store may reserve (one row; blocks
 * of 2^20 ids, #workers/objects/project-store/chunk-ids.ts): ids stay unique across projects
 * without D1 writing a row per chunk.
 */
export const chunkIdBlocks = sqliteTable("chunk_id_blocks", {
  id: integer("id", { mode: "number" }).primaryKey(),
  nextBlock: integer("next_block", { mode: "number" }).notNull(),
});

/**
 * Which Vectorize index holds a project's vectors (by binding name,
 * VECTORIZE_INDEXES in wrangler.toml). Given once, to the least full index,
 * when the project first writes vectors; never changed.
 */
export const projectVectorIndexes = sqliteTable(
  "project_vector_indexes",
  {
    projectId: text("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    binding: text("binding").notNull(),
    assignedAt: createdAt(),
  },
  (t) => [index("project_vector_indexes_binding_idx").on(t.binding)],
);

/**
 * A project's own limits, where it differs from the defaults in wrangler.toml
 * (PROJECT_MAX_*); a null column keeps the default. Set by operations
 * (docs/deploy.md), read by #core/documents/quotas.ts.
 */
export const projectQuotas = sqliteTable("project_quotas", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  maxDocuments: integer("max_documents", { mode: "number" }),
  maxStorageBytes: integer("max_storage_bytes", { mode: "number" }),
  maxChunks: integer("max_chunks", { mode: "number" }),
});

export const annotations = sqliteTable(
  "annotations",
  {
    id: text("id").primaryKey(),
    documentId: ownedBy("document_id", () => documents.id),
    userId: text("user_id").references(() => users.id),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("annotations_document_idx").on(t.documentId)],
);

export const documentRelations = sqliteTable(
  "document_relations",
  {
    id: text("id").primaryKey(),
    sourceDocumentId: ownedBy("source_document_id", () => documents.id),
    targetDocumentId: ownedBy("target_document_id", () => documents.id),
    kind: text("kind").notNull().default("related"),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_relations_source_idx").on(t.sourceDocumentId),
    uniqueIndex("document_relations_pair_unique").on(t.sourceDocumentId, t.targetDocumentId),
  ],
);

export const userInteractionHistory = sqliteTable(
  "user_interaction_history",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    projectId: ownedBy("project_id", () => projects.id),
    interactionType: text("interaction_type").notNull(),
    content: text("content"),
    /** JSON: file_name, file_type, description, document_id. */
    contextData: text("context_data", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("user_interaction_history_project_idx").on(t.projectId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthSession = typeof authSessions.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type ProjectMember = typeof projectMembers.$inferSelect;
export type ProjectInvitation = typeof projectInvitations.$inferSelect;
export type InvitationReport = typeof invitationReports.$inferSelect;
export type Conversation = typeof conversationSessions.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type Document = typeof documents.$inferSelect;
export type Annotation = typeof annotations.$inferSelect;
export type DocumentRelation = typeof documentRelations.$inferSelect;
export type MfaFactor = typeof mfaFactors.$inferSelect;
export type SecurityEvent = typeof securityEvents.$inferSelect;
export type EmailToken = typeof emailTokens.$inferSelect;
export type OutboxMessage = typeof emailOutbox.$inferSelect;
