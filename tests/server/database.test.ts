import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate, migrationsDir, readMigrations } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import { tempDir } from './support.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

describe('migrations and seed', () => {
  it('apply every migration file once, in order, and record each', async () => {
    const db = await openDatabase({ memory: true });
    cleanups.push(() => db.close());
    const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();

    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it('seed idempotently: seeding twice leaves one row per demo borrower, session and setting', async () => {
    const db = await openDatabase({ memory: true });
    cleanups.push(() => db.close());
    await migrate(db);
    await seed(db);
    await seed(db);
    expect(await count(db, 'borrowers')).toBe(demo.borrowers.length);
    expect(await count(db, 'sessions')).toBe(demo.borrowers.length);
    expect(await count(db, 'customer_service_contact')).toBe(1);
    const { rows } = await db.query<{ key: string; device_id: string }>(
      'SELECT b.key, s.device_id FROM sessions s JOIN borrowers b ON b.id = s.borrower_id WHERE s.session_id = $1',
      [demo.borrowers[1]!.session.sessionId],
    );
    expect(rows).toEqual([{ key: demo.borrowers[1]!.key, device_id: demo.borrowers[1]!.session.deviceId }]);
  });

  it('keep a file database under DATA_DIR across a reopen, without migrating again', async () => {
    const dataDir = await tempDir('data');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await openDatabase({ dataDir });
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await seed(first);
    await first.query('UPDATE customer_service_contact SET email = $1', ['kept@example.ph']);
    await first.close();
    expect(await readdir(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');

    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    expect(await migrate(second)).toEqual([]);
    const { rows } = await second.query<{ email: string }>('SELECT email FROM customer_service_contact');
    expect(rows).toEqual([{ email: 'kept@example.ph' }]);
  });

  it('roll a failing migration back entirely and name it', async () => {
    const dir = await tempDir('migrations');
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, '001-good.sql'), 'CREATE TABLE good (id int);');
    await writeFile(path.join(dir, '002-bad.sql'), 'CREATE TABLE bad (id int); SELECT * FROM missing_table;');
    const db = await openDatabase({ memory: true });
    cleanups.push(() => db.close());

    await expect(migrate(db, dir)).rejects.toThrow(/002-bad\.sql/);
    const { rows } = await db.query("SELECT table_name FROM information_schema.tables WHERE table_name IN ('good', 'bad', 'schema_migrations')");
    expect(rows).toEqual([]);
  });

  it('refuse migration files that are misnamed or share a number', async () => {
    const dir = await tempDir('migrations');
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, '001-a.sql'), 'SELECT 1;');
    await writeFile(path.join(dir, '001-b.sql'), 'SELECT 1;');
    await expect(readMigrations(dir)).rejects.toThrow(/share the number 001/);
    await rm(path.join(dir, '001-b.sql'));
    await writeFile(path.join(dir, 'two.sql'), 'SELECT 1;');
    await expect(readMigrations(dir)).rejects.toThrow(/'two\.sql' must be named/);
  });
});
