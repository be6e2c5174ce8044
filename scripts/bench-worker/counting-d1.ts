/**
 * A D1 binding that adds up what its statements cost: `meta.rows_written`
 * (the figure D1 bills, triggers and index entries included) and the
 * database's size after each statement (`meta.size_after`). Used only by
 * `npm run bench:scale`. D1's `raw()` and `first()` answer no meta, so they
 * run as `all()` here and the rows are handed back in the shape the caller
 * asked for (column order is the result objects' key order: fine for the
 * single-table statements ingestion runs).
 */
export interface D1Tally {
  rowsWritten: number;
  statements: number;
  /** The database's size in bytes after the last statement, or 0 before any. */
  sizeAfter: number;
}

export function countingD1(real: D1Database, tally: D1Tally): D1Database {
  const note = (meta: { rows_written?: number; size_after?: number } | undefined) => {
    tally.statements++;
    tally.rowsWritten += Number(meta?.rows_written ?? 0);
    if (meta?.size_after) tally.sizeAfter = Number(meta.size_after);
  };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const all = async <T>() => {
      const result = await statement.all<T>();
      note(result.meta);
      return result;
    };
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all,
      run: all,
      first: async (column?: string) => {
        const row = (await all<Record<string, unknown>>()).results[0] ?? null;
        return column === undefined || row === null ? row : (row[column] ?? null);
      },
      raw: async (options?: { columnNames?: boolean }) => {
        const rows = (await all<Record<string, unknown>>()).results;
        const values = rows.map((row) => Object.values(row));
        return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
      },
    };
    originals.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await real.batch(statements.map((statement) => originals.get(statement) ?? statement));
      for (const result of results) note(result.meta);
      return results;
    },
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: (constraint?: string) => real.withSession(constraint),
  };
  return db as unknown as D1Database;
}
