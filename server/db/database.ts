import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// One small interface over both databases, so handlers never know which one runs: PGlite (embedded,
// a file under DATA_DIR) by default, PostgreSQL when DATABASE_URL is set (DESIGN.md Server, Scale).

export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  /** One statement with $1-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Connections for the metrics: open, idle, queries waiting for one, and idle ones the database closed. */
  poolStats(): { open: number; idle: number; waiting: number; lost: number };
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir?: string;
  databaseUrl?: string | undefined;
  /** An in-memory PGlite database (tests); ignored when databaseUrl is set. */
  memory?: boolean;
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  let dir: string | undefined;
  if (dataDir !== undefined) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // PGlite is one connection in the process; what queues for it is inside PGlite and not counted.
    poolStats: () => ({ open: 1, idle: 0, waiting: 0, lost: 0 }),
    close: () => pglite.close(),
  };
}

function openPostgres(databaseUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // PostgreSQL closes idle connections when it restarts, fails over or an operator ends them. The pool has already
  // dropped such a connection and opens a new one on the next query, so this is counted, not thrown: an 'error'
  // event with no listener would end the whole server.
  let lost = 0;
  pool.on('error', () => {
    lost += 1;
  });
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await q.query(sql, params)).rows as T[] }),
    exec: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, lost }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory) return openPglite(undefined);
  if (options.dataDir === undefined) throw new Error('openDatabase needs a dataDir, a databaseUrl or memory: true.');
  return openPglite(options.dataDir);
}
