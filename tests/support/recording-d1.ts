import { sessionOn } from "./faulty-d1.ts";

/**
 * A D1 binding that records every statement it runs with its bound values,
 * so a test can ask the real database how it would execute each one
 * (EXPLAIN QUERY PLAN). Statements inside a batch are recorded too.
 */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export function recordingD1(real: D1Database): { db: D1Database; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const recorded = new WeakMap<object, RecordedStatement>();
  const originals = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement, record: RecordedStatement): D1PreparedStatement => {
    const note = <T>(run: () => Promise<T>) => {
      statements.push(record);
      return run();
    };
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), { sql: record.sql, params: values }),
      first: (column?: string) => note(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => note(() => statement.run()),
      all: () => note(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        note(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
    };
    originals.set(wrapped, statement);
    recorded.set(wrapped, record);
    return wrapped as unknown as D1PreparedStatement;
  };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), { sql, params: [] }),
    batch: (batch: D1PreparedStatement[]) => {
      for (const statement of batch) {
        const record = recorded.get(statement);
        if (record) statements.push(record);
      }
      return real.batch(batch.map((statement) => originals.get(statement) ?? statement));
    },
    exec: (sql: string) => {
      statements.push({ sql, params: [] });
      return real.exec(sql);
    },
    dump: () => real.dump(),
    // A request's session (#core/db/d1-session.ts) runs on this binding, so its statements are recorded too.
    withSession: () => sessionOn(db),
  };
  return { db: db as unknown as D1Database, statements };
}

/** SQLite's plan for one recorded statement, one line per step ("SEARCH t USING PRIMARY KEY (…)"). */
export async function queryPlan(real: D1Database, statement: RecordedStatement): Promise<string[]> {
  const { results } = await real
    .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}
