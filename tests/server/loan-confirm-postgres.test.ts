// Loan push idempotency on real PostgreSQL (DATABASE_URL), where transactions do run at once (PGlite runs them one
// at a time): ten parallel pushes with one key make one order and answer the same, as in production. A throwaway
// cluster from Debian's postgresql package, as tests/server/postgres.test.ts makes one.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { pushLoan } from '../../server/domain/loan-confirm.ts';
import { product } from './loan-confirm-support.ts';

const debianVersions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
const binDir = process.env.PG_BIN ?? (debianVersions.length > 0 ? `/usr/lib/postgresql/${debianVersions.at(-1)}/bin` : undefined);
if (!binDir || !existsSync(path.join(binDir, 'initdb'))) {
  throw new Error('PostgreSQL is not installed: run scripts/ensure-test-tools.sh as root on Debian, or set PG_BIN to its bin folder.');
}
const asRoot = userInfo().uid === 0;
function pg(tool: string, args: string[]): void {
  const command = path.join(binDir!, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

let dataDir: string;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'borrower-pg-confirm-'));
  if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'borrower', '--no-sync']);
  pg('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(dataDir, 'log'), '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  db = await openDatabase({ databaseUrl: `postgres://borrower@127.0.0.1:${port}/postgres` });
  await migrate(db);
  await seed(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
  if (!dataDir) return;
  try {
    pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('ten parallel pushes with one key make one order on PostgreSQL, and all answer it', async () => {
  const entry = product('all-popups');
  const { rows } = await db.query<{ id: number }>("SELECT id FROM borrowers WHERE key = 'maria'");
  const borrower = { id: rows[0]!.id };
  const request = { productId: entry.productId, amount: entry.amount, periods: entry.periods, termUnit: entry.termUnit, idempotencyKey: 'pg-parallel-key-1' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => pushLoan(db, borrower, 'loan-confirm/loan-detail-push', request)));
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  const orders = await db.query<{ order_id: string; order_status: number }>('SELECT order_id, order_status FROM loan_orders WHERE product_id = $1', [entry.productId]);
  expect(orders.rows).toEqual([{ order_id: answers[0]!.orderId, order_status: 21 }]);
  expect((await db.query('SELECT 1 FROM loan_pushes WHERE order_id = $1', [answers[0]!.orderId])).rows).toHaveLength(1);
});
