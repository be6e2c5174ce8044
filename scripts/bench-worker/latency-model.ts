/**
 * bench:geo's latency model (never part of a deployed Worker): a D1 binding and Durable Object namespaces
 * that wait what the network would cost before doing the real local call, and count the primary round trips
 * a request waits on one after another.
 *
 * - D1, a user far from the primary: a statement through a session that only reads costs `replicaMs` (a replica
 *   near the Worker); a write, or any statement when sessions are off (every read then goes to the primary),
 *   costs `primaryMs`. A batch is one round trip, a write one if any of its statements writes.
 * - D1, a user next to the primary: every statement costs `replicaMs` (the primary is as near as a replica).
 * - A Durable Object call (a stub's fetch or RPC method) costs `objectMs` for both users (its location hint puts
 *   it near its creator).
 */
export interface LatencyProfile {
  far: boolean;
  sessions: boolean;
  primaryMs: number;
  replicaMs: number;
  objectMs: number;
}

interface Wait {
  /** When it began and ended, on the meter's own clock (a count of events, not milliseconds). */
  start: number;
  end: number;
  /** Its place in the longest chain of primary round trips before it (0 for a replica read). */
  primaryDepth: number;
  /** Its place in the longest chain of D1 round trips of any kind before it. */
  depth: number;
}

/**
 * The D1 round trips one request waited on: how many of them were in sequence at most, the primary's alone and
 * all of them (a replica read is a round too: a page that reads in two rounds waits 2 × r near the user).
 */
export class RoundMeter {
  private readonly waits: Wait[] = [];
  /**
   * Orders beginnings and ends exactly: milliseconds cannot (workerd's clock stands still between I/O events,
   * so two reads in parallel could share a millisecond with the end of one of them and be counted in sequence).
   */
  private clock = 0;
  statements = 0;
  objectCalls = 0;

  /** Records a D1 round trip around `run`: its depth is one more than the deepest that ended before it began. */
  async round<T>(primary: boolean, run: () => Promise<T>): Promise<T> {
    const start = ++this.clock;
    try {
      return await run();
    } finally {
      const end = ++this.clock;
      const before = this.waits.filter((wait) => wait.end < start);
      this.waits.push({
        start,
        end,
        primaryDepth: primary ? 1 + Math.max(0, ...before.map((wait) => wait.primaryDepth)) : 0,
        depth: 1 + Math.max(0, ...before.map((wait) => wait.depth)),
      });
    }
  }

  /** The longest chain of primary round trips waited on one after another. */
  get primaryRounds(): number {
    return Math.max(0, ...this.waits.map((wait) => wait.primaryDepth));
  }

  /** The longest chain of D1 round trips (primary or replica) waited on one after another. */
  get rounds(): number {
    return Math.max(0, ...this.waits.map((wait) => wait.depth));
  }

  /**
   * The D1 round trips waited on one after another up to and including the first that reached the primary (for
   * the far user with sessions, the first write): a chat turn's rounds of reads before its admission, plus one.
   * 0 when nothing reached the primary.
   */
  get roundsToFirstPrimary(): number {
    const first = this.waits
      .filter((wait) => wait.primaryDepth > 0)
      .reduce<Wait | undefined>(
        (earliest, wait) => (earliest && earliest.start < wait.start ? earliest : wait),
        undefined,
      );
    return first?.depth ?? 0;
  }

  /** Forgets what it counted: the next request starts from nothing (a test's meter serves request after request). */
  reset(): void {
    this.waits.length = 0;
    this.statements = 0;
    this.objectCalls = 0;
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

function isRead(sql: string): boolean {
  return /^\s*(?:select|pragma|explain)\b/i.test(sql);
}

/** `real`, reached through the model: every statement waits its round trip before it runs. */
export function modelledD1(real: D1Database, profile: LatencyProfile, meter: RoundMeter): D1Database {
  const sqlOf = new WeakMap<object, string>();
  const originals = new WeakMap<object, D1PreparedStatement>();

  const roundTrip = <T>(writes: boolean, viaSession: boolean, run: () => Promise<T>): Promise<T> => {
    meter.statements++;
    const toPrimary = profile.far && (writes || !viaSession || !profile.sessions);
    return meter.round(toPrimary, () => sleep(toPrimary ? profile.primaryMs : profile.replicaMs).then(run));
  };

  const wrap = (statement: D1PreparedStatement, sql: string, viaSession: boolean): D1PreparedStatement => {
    const writes = !isRead(sql);
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql, viaSession),
      first: (column?: string) =>
        roundTrip(writes, viaSession, () => (column === undefined ? statement.first() : statement.first(column))),
      run: () => roundTrip(writes, viaSession, () => statement.run()),
      all: () => roundTrip(writes, viaSession, () => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        roundTrip(writes, viaSession, () =>
          options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw(),
        ),
    };
    sqlOf.set(wrapped, sql);
    originals.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };

  const batchOn =
    (target: { batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> }, viaSession: boolean) =>
    <T>(statements: D1PreparedStatement[]) => {
      const writes = statements.some((statement) => !isRead(sqlOf.get(statement) ?? ""));
      return roundTrip(writes, viaSession, () =>
        target.batch<T>(statements.map((statement) => originals.get(statement) ?? statement)),
      );
    };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql, false),
    batch: batchOn(real, false),
    exec: (sql: string) => roundTrip(true, false, () => real.exec(sql)),
    dump: () => real.dump(),
    withSession(constraintOrBookmark?: string): D1DatabaseSession {
      const session = real.withSession(constraintOrBookmark);
      return {
        prepare: (sql: string) => wrap(session.prepare(sql), sql, true),
        batch: batchOn(session, true),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
  return db as unknown as D1Database;
}

/** A Durable Object namespace whose stubs wait `objectMs` before each call (fetch or RPC). */
export function modelledNamespace<T extends Rpc.DurableObjectBranded | undefined>(
  real: DurableObjectNamespace<T>,
  profile: LatencyProfile,
  meter: RoundMeter,
): DurableObjectNamespace<T> {
  const stubOf = (stub: DurableObjectStub<T>) =>
    new Proxy(stub, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function" || typeof property === "symbol" || property === "then") return value;
        return (...args: unknown[]) => {
          meter.objectCalls++;
          // Called as a method of the stub: an RPC stub's members answer any name, `apply` included.
          const stub = target as unknown as Record<string, (...a: unknown[]) => unknown>;
          return sleep(profile.objectMs).then(() => stub[property]?.(...args));
        };
      },
    });
  return new Proxy(real, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property === "get" || property === "getByName")
        return (...args: unknown[]) => stubOf((value as (...a: unknown[]) => DurableObjectStub<T>).apply(target, args));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
