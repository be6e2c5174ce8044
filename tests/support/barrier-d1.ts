/**
 * A D1 binding that holds every statement matching `pattern` (alone or inside
 * a batch) until `parties` of them have arrived, then lets them all go at
 * once: the worst interleaving of N concurrent requests, made certain instead
 * of left to luck. Everything else runs on the real database untouched.
 * Each held statement then runs as D1 runs it (one at a time, in the order
 * they reach it), so what the code under test guarantees is exactly what D1
 * guarantees.
 */
export interface BarrierD1 {
  db: D1Database;
  /** How many matching statements have reached the barrier. */
  readonly arrived: number;
}

export function barrierD1(real: D1Database, pattern: RegExp, parties: number): BarrierD1 {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const sqlOf = new WeakMap<object, string>();
  const originals = new WeakMap<object, D1PreparedStatement>();

  const gate = async (sql: string): Promise<void> => {
    if (!pattern.test(sql)) return;
    arrived++;
    if (arrived >= parties) open();
    await opened;
  };

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: async (column?: string) => {
        await gate(sql);
        return column === undefined ? statement.first() : statement.first(column);
      },
      run: async () => {
        await gate(sql);
        return statement.run();
      },
      all: async () => {
        await gate(sql);
        return statement.all();
      },
      raw: async (options?: { columnNames?: boolean }) => {
        await gate(sql);
        return options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw();
      },
    };
    sqlOf.set(wrapped, sql);
    originals.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };

  const db = new Proxy(real, {
    get(target, property, receiver) {
      if (property === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (property === "batch")
        return async (batch: D1PreparedStatement[]) => {
          const held = batch.map((statement) => sqlOf.get(statement) ?? "").find((sql) => pattern.test(sql));
          if (held !== undefined) await gate(held);
          return target.batch(batch.map((statement) => originals.get(statement) ?? statement));
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db,
    get arrived() {
      return arrived;
    },
  };
}
