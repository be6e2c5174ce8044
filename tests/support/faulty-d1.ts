/**
 * A D1 binding that fails its Nth statement, for fault tests: the code under
 * test gets it through the env it already takes, so nothing of ours is
 * replaced, only the database answering "D1_ERROR" at a chosen moment. A
 * batch is one statement (one round trip, applied all or nothing by D1).
 * With `failAt` null it only counts, which is how a test learns how many
 * statements a healthy run makes.
 */
export interface FaultyD1 {
  db: D1Database;
  /** Statements sent so far, the failed one included. */
  readonly statements: number;
  /** The statement that failed (its SQL), once one has. */
  readonly failed: string | null;
}

export function faultyD1(
  real: D1Database,
  failAt: number | null,
  options: {
    /** Every statement from `failAt` on fails too: an outage, not a statement failing once. */
    staysDown?: boolean;
  } = {},
): FaultyD1 {
  let statements = 0;
  let failed: string | null = null;
  const originals = new WeakMap<object, D1PreparedStatement>();

  const send = <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    statements++;
    if (statements === failAt || (options.staysDown && failAt !== null && statements > failAt)) {
      failed ??= sql.trim();
      return Promise.reject(new Error(`D1_ERROR: falha injetada no comando ${statements}: ${sql.slice(0, 80)}`));
    }
    return run();
  };

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => send(sql, () => (column === undefined ? statement.first() : statement.first(column))),
      run: () => send(sql, () => statement.run()),
      all: () => send(sql, () => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        send(sql, () => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
    };
    originals.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (batch: D1PreparedStatement[]) =>
      send("BATCH", () => real.batch(batch.map((statement) => originals.get(statement) ?? statement))),
    exec: (sql: string) => send(sql, () => real.exec(sql)),
    dump: () => real.dump(),
    // A request's session (#core/db/d1-session.ts) runs on this same binding, so its statements count and fail too.
    withSession: () => sessionOn(db),
  };
  return {
    db: db as unknown as D1Database,
    get statements() {
      return statements;
    },
    get failed() {
      return failed;
    },
  };
}

/** A D1 binding whose statements matching `pattern` fail (every time); the others run on the real database. */
export function d1FailingOn(real: D1Database, pattern: RegExp): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: falha injetada"));
  const failing = { bind: () => failing, first: fail, run: fail, all: fail, raw: fail };
  return new Proxy(real, {
    get(target, property, receiver) {
      const prepare = (sql: string) => (pattern.test(sql) ? failing : target.prepare(sql));
      if (property === "prepare") return prepare;
      if (property === "withSession")
        return () => sessionOn({ prepare, batch: (b: D1PreparedStatement[]) => target.batch(b) });
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A D1 binding whose `nth` statement matching `pattern` fails, once; every
 * other statement runs on the real database. An ingestion step records its
 * progress after each slice it stored in the project's store, so failing the
 * nth `update "ingestion_progress"` is the step dying after its nth slice was
 * stored and before it was recorded.
 */
export function d1FailingNth(real: D1Database, pattern: RegExp, nth: number): D1Database {
  let seen = 0;
  const fail = () => Promise.reject(new Error(`D1_ERROR: falha injetada no comando ${nth} de ${pattern}`));
  const failing = { bind: () => failing, first: fail, run: fail, all: fail, raw: fail };
  return new Proxy(real, {
    get(target, property, receiver) {
      const prepare = (sql: string) => (pattern.test(sql) && ++seen === nth ? failing : target.prepare(sql));
      if (property === "prepare") return prepare;
      if (property === "withSession")
        return () => sessionOn({ prepare, batch: (b: D1PreparedStatement[]) => target.batch(b) });
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A D1 session that is the given binding's own statements: what a test's binding hands out when a request opens
 * its session (#core/db/d1-session.ts), so the faults and counts it injects apply to the request's reads as well.
 */
export function sessionOn(db: {
  prepare(sql: string): unknown;
  batch(statements: D1PreparedStatement[]): Promise<unknown>;
}): D1DatabaseSession {
  return {
    prepare: (sql) => db.prepare(sql) as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) => db.batch(statements) as Promise<D1Result<T>[]>,
    getBookmark: () => null,
  };
}
