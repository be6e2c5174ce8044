import { decodeBase64, encodeBase64, encodeHexLowerCase } from "@oslojs/encoding";
import { createStoreTables, STORE_SCHEMA_VERSION } from "./schema.ts";

/**
 * A project store's rows written to R2 and read back (#core/store/backup.ts runs it over every store): the
 * tables that hold what was written, as NDJSON (a header line, then one line per row: the table's name and
 * its values, a BLOB as `{ "b64": … }`). The FTS5 index and the totals are not in it: they follow the chunks by
 * trigger when the rows go back. An export streams to R2 in parts, so a store of any size fits the object's memory;
 * a restore reads the object into staging tables beside the live ones (`restore_<table>`), checks the checksum and
 * the row counts, and only then replaces the live rows in one transaction (`commitStaged`), so a restore cut
 * short, or fed a damaged object, leaves the store as it was.
 */
const TABLES = {
  chunks: {
    columns: [
      "id",
      "project_id",
      "document_id",
      "version",
      "chunk_index",
      "content",
      "location",
      "search_terms",
      "tables",
    ],
    key: ["id"],
  },
  vector_segments: { columns: ["id", "document_id", "model", "dimensions", "chunk_ids", "scales"], key: ["id"] },
  vector_columns: { columns: ["segment_id", "dim", "data"], key: ["segment_id", "dim"] },
} as const;

export type BackedUpTable = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as BackedUpTable[];
export type TableRows = Record<BackedUpTable, number>;

/** What a store's export wrote: the manifest's entry for it (#core/store/backup.ts). */
export interface StoreExport {
  rows: TableRows;
  bytes: number;
  /** SHA-256 of the object's bytes, hex. */
  checksum: string;
}

interface Header {
  format: 1;
  projectId: string;
  schemaVersion: number;
  nextId: number;
  endId: number;
  tables: Record<BackedUpTable, readonly string[]>;
}

/** Why a backup object was refused, for the caller's Portuguese message (#core/store/backup.ts). */
export type RestoreRefusal = "missing" | "corrupt" | "schema" | "foreign" | "not_staged";

/** R2 parts but the last must be at least 5 MiB; 8 MiB keeps the object's memory small and the parts few. */
const PART_BYTES = 8 * 1024 * 1024;
const PAGE_ROWS = 500;
const encoder = new TextEncoder();

/** workerd's streaming SHA-256 (`crypto.DigestStream`), which the DOM's Crypto type in scope does not declare. */
const sha256Stream = () => new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");

function encodeValue(value: SqlStorageValue): unknown {
  return value instanceof ArrayBuffer ? { b64: encodeBase64(new Uint8Array(value)) } : value;
}

function decodeValue(value: unknown): SqlStorageValue {
  if (value !== null && typeof value === "object") {
    const { b64 } = value as { b64?: unknown };
    if (typeof b64 !== "string") throw new Error("not a value");
    return decodeBase64(b64).buffer as ArrayBuffer;
  }
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  throw new Error("not a value");
}

/** Every row of `table` in its key's order, a page at a time (each page's read is synchronous). */
function* tableRows(sql: SqlStorage, table: BackedUpTable): Generator<SqlStorageValue[]> {
  const { columns, key } = TABLES[table];
  const keyList = key.join(", ");
  let after: SqlStorageValue[] | null = null;
  for (;;) {
    const where: string = after ? `WHERE (${keyList}) > (${key.map(() => "?").join(", ")})` : "";
    const cursor = sql.exec(
      `SELECT ${columns.join(", ")} FROM ${table} ${where} ORDER BY ${keyList} LIMIT ${PAGE_ROWS}`,
      ...(after ?? []),
    );
    const page: SqlStorageValue[][] = [...cursor.raw()];
    yield* page;
    const last = page.at(-1);
    if (page.length < PAGE_ROWS || !last) return;
    after = key.map((name) => last[columns.indexOf(name as never)] ?? null);
  }
}

/**
 * Writes the store's rows to `key` in R2 (`sql` null: a store never written to, whose tables do not exist). The
 * caller runs it with no other call of the store running (`blockConcurrencyWhile`), so the object is the store
 * at one moment.
 */
export async function exportStore(
  sql: SqlStorage | null,
  bucket: R2Bucket,
  key: string,
  store: { projectId: string; nextId: number; endId: number },
): Promise<StoreExport> {
  const header: Header = {
    format: 1,
    ...store,
    schemaVersion: STORE_SCHEMA_VERSION,
    tables: {
      chunks: TABLES.chunks.columns,
      vector_segments: TABLES.vector_segments.columns,
      vector_columns: TABLES.vector_columns.columns,
    },
  };
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: "application/x-ndjson" } });
  const digest = sha256Stream();
  const digestWriter = digest.getWriter();
  const parts: R2UploadedPart[] = [];
  const rows: TableRows = { chunks: 0, vector_segments: 0, vector_columns: 0 };
  let pending: string[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  const flush = async () => {
    const body = encoder.encode(pending.join(""));
    pending = [];
    pendingBytes = 0;
    await digestWriter.write(body);
    bytes += body.byteLength;
    parts.push(await upload.uploadPart(parts.length + 1, body));
  };
  const line = async (value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    pending.push(text);
    // Characters, not bytes: a part may come out a little over PART_BYTES, never under the 5 MiB minimum.
    pendingBytes += text.length;
    if (pendingBytes >= PART_BYTES) await flush();
  };
  try {
    await line(header);
    for (const table of sql ? TABLE_NAMES : []) {
      for (const row of tableRows(sql as SqlStorage, table)) {
        await line([table, ...row.map(encodeValue)]);
        rows[table]++;
      }
    }
    await flush();
    await upload.complete(parts);
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw error;
  }
  await digestWriter.close();
  return { rows, bytes, checksum: encodeHexLowerCase(new Uint8Array(await digest.digest)) };
}

const staging = (table: BackedUpTable) => `restore_${table}`;

/** Drops the staging tables and the mark of what they hold (a restore abandoned, or committed). */
export function discardStaged(sql: SqlStorage): void {
  for (const table of TABLE_NAMES) sql.exec(`DROP TABLE IF EXISTS ${staging(table)}`);
  sql.exec("DELETE FROM store_meta WHERE key IN ('restore_staged', 'restore_next_id', 'restore_end_id')");
}

/** Splits a byte stream into its lines (UTF-8), handing each chunk's bytes to `seen` first. */
async function* lines(body: ReadableStream<Uint8Array>, seen: (bytes: Uint8Array) => Promise<void>) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let rest = "";
  const reader = body.getReader();
  for (;;) {
    const { done, value: bytes } = await reader.read();
    if (done) break;
    await seen(bytes);
    const text = rest + decoder.decode(bytes, { stream: true });
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    yield* parts;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

function parseHeader(text: string | undefined): Header | null {
  if (text === undefined) return null;
  const header = JSON.parse(text) as Partial<Header>;
  if (header.format !== 1 || typeof header.projectId !== "string") return null;
  return header as Header;
}

/**
 * Reads a backup object into the staging tables, checking it against what the manifest says it holds: the
 * checksum, the project, the store's schema, each table's columns and row count. Nothing live is touched; a
 * refusal drops what was staged. With `transaction` each page of rows is written in one transaction.
 */
export async function stageBackup(
  sql: SqlStorage,
  transaction: <T>(work: () => T) => T,
  object: R2ObjectBody | null,
  expected: { projectId: string; backupId: string; rows: TableRows; checksum: string },
): Promise<RestoreRefusal | null> {
  if (!object) return "missing";
  transaction(() => {
    discardStaged(sql);
    // Untyped columns, named as the live table's: staging reads nothing of the live tables, whatever state they are in.
    for (const table of TABLE_NAMES) sql.exec(`CREATE TABLE ${staging(table)} (${TABLES[table].columns.join(", ")})`);
  });
  const digest = sha256Stream();
  const digestWriter = digest.getWriter();
  const rows: TableRows = { chunks: 0, vector_segments: 0, vector_columns: 0 };
  const refuse = (reason: RestoreRefusal) => {
    transaction(() => discardStaged(sql));
    return reason;
  };
  let header: Header | null = null;
  let page: [BackedUpTable, SqlStorageValue[]][] = [];
  const writePage = () => {
    transaction(() => {
      for (const [table, values] of page)
        sql.exec(`INSERT INTO ${staging(table)} VALUES (${values.map(() => "?").join(", ")})`, ...values);
    });
    page = [];
  };
  try {
    for await (const text of lines(object.body, (bytes) => digestWriter.write(bytes))) {
      if (!header) {
        header = parseHeader(text);
        if (!header) return refuse("corrupt");
        if (header.projectId !== expected.projectId) return refuse("foreign");
        if (header.schemaVersion !== STORE_SCHEMA_VERSION) return refuse("schema");
        const sameColumns = TABLE_NAMES.every(
          (table) => JSON.stringify(header?.tables[table]) === JSON.stringify(TABLES[table].columns),
        );
        if (!sameColumns) return refuse("schema");
        continue;
      }
      const [table, ...values] = JSON.parse(text) as [unknown, ...unknown[]];
      if (typeof table !== "string" || !(table in TABLES)) return refuse("corrupt");
      const name = table as BackedUpTable;
      if (values.length !== TABLES[name].columns.length) return refuse("corrupt");
      page.push([name, values.map(decodeValue)]);
      rows[name]++;
      if (page.length >= PAGE_ROWS) writePage();
    }
    writePage();
  } catch {
    // Not JSON, not UTF-8, a value of no SQLite type, a row its table refuses, or a body cut short.
    return refuse("corrupt");
  }
  await digestWriter.close();
  const checksum = encodeHexLowerCase(new Uint8Array(await digest.digest));
  const counted = TABLE_NAMES.every((table) => rows[table] === expected.rows[table]);
  if (!header || checksum !== expected.checksum || !counted) return refuse("corrupt");
  const staged = header;
  transaction(() => {
    for (const [key, value] of [
      ["restore_staged", expected.backupId],
      ["restore_next_id", staged.nextId],
      ["restore_end_id", staged.endId],
    ] as const)
      sql.exec(
        "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        key,
        value,
      );
  });
  return null;
}

const metaValue = (sql: SqlStorage, key: string) =>
  sql.exec<{ value: SqlStorageValue }>("SELECT value FROM store_meta WHERE key = ?", key).toArray()[0]?.value;

/**
 * Replaces the live rows with the staged ones (run inside one transaction by the caller). The store keeps
 * whichever id block is further ahead, its own or the backup's, so no id it handed out since the backup is
 * handed out again. Returns the ids of the chunks the restore removed (their vectors go from Vectorize), or a
 * refusal when this backup is not what is staged; a backup committed already answers no ids.
 */
export function commitStaged(sql: SqlStorage, backupId: string): { dropped: number[] } | RestoreRefusal {
  if (metaValue(sql, "restore_staged") !== backupId)
    return metaValue(sql, "restored_from") === backupId ? { dropped: [] } : "not_staged";
  // The restore also mends a store whose own tables were damaged: what is missing is created again, the totals
  // counted from zero and the FTS5 index rebuilt from the restored chunks.
  createStoreTables(sql);
  const dropped = sql
    .exec<{ id: number }>(`SELECT id FROM chunks WHERE id NOT IN (SELECT id FROM ${staging("chunks")}) ORDER BY id`)
    .toArray()
    .map((row) => Number(row.id));
  sql.exec("DELETE FROM chunks");
  sql.exec("DELETE FROM vector_segments");
  sql.exec("DELETE FROM vector_columns");
  sql.exec("UPDATE chunk_totals SET chunk_count = 0, term_count = 0 WHERE id = 1");
  for (const table of TABLE_NAMES) {
    const columns = TABLES[table].columns.join(", ");
    sql.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${staging(table)}`);
  }
  sql.exec("INSERT INTO chunk_fts (chunk_fts) VALUES ('rebuild')");
  const backupEnd = Number(metaValue(sql, "restore_end_id") ?? 0);
  if (backupEnd > Number(metaValue(sql, "end_id") ?? 0)) {
    sql.exec(
      "INSERT INTO store_meta (key, value) VALUES ('next_id', ?), ('end_id', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      Number(metaValue(sql, "restore_next_id") ?? 0),
      backupEnd,
    );
  }
  discardStaged(sql);
  sql.exec(
    "INSERT INTO store_meta (key, value) VALUES ('restored_from', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    backupId,
  );
  return { dropped };
}
