/**
 * A D1 binding that records how it is reached: the argument of every
 * `withSession` call, and each statement prepared on a session or on the
 * binding itself. Locally there are no replicas, so this is how a test sees
 * that reads go to a session opened from the bookmark the client carried.
 */
export interface SessionRecordingD1 {
  db: D1Database;
  /** Each `withSession` argument, in order. */
  readonly opened: (string | undefined)[];
  /** Statements prepared through a session. */
  readonly inSession: string[];
  /** Statements prepared on the binding, outside any session. */
  readonly outside: string[];
  reset(): void;
}

export function sessionRecordingD1(real: D1Database): SessionRecordingD1 {
  const opened: (string | undefined)[] = [];
  const inSession: string[] = [];
  const outside: string[] = [];
  const db = {
    prepare(sql: string) {
      outside.push(sql);
      return real.prepare(sql);
    },
    batch<T>(statements: D1PreparedStatement[]) {
      return real.batch<T>(statements);
    },
    exec(sql: string) {
      outside.push(sql);
      return real.exec(sql);
    },
    dump: () => real.dump(),
    withSession(constraintOrBookmark?: string) {
      opened.push(constraintOrBookmark);
      const session = real.withSession(constraintOrBookmark);
      return {
        prepare(sql: string) {
          inSession.push(sql);
          return session.prepare(sql);
        },
        batch<T>(statements: D1PreparedStatement[]) {
          return session.batch<T>(statements);
        },
        getBookmark: () => session.getBookmark(),
      } satisfies D1DatabaseSession;
    },
  } satisfies D1Database;
  return {
    db,
    opened,
    inSession,
    outside,
    reset() {
      opened.length = 0;
      inSession.length = 0;
      outside.length = 0;
    },
  };
}
