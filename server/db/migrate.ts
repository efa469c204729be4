import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

const fileName = /^(\d{3})-[a-z0-9-]+\.sql$/;

// Any fixed number: every server copy takes the same lock, so two copies starting at once on one
// PostgreSQL do not apply the same migration twice.
const migrationLock = 7_240_118;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Map<string, string>();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = fileName.exec(name);
    if (!match?.[1]) throw new Error(`Migration file '${name}' must be named NNN-kebab-name.sql.`);
    const version = match[1];
    const clash = seen.get(version);
    if (clash) throw new Error(`Migrations '${clash}' and '${name}' share the number ${version}.`);
    seen.set(version, name);
    migrations.push({ version, name, sql: await readFile(path.join(dir, name), 'utf8') });
  }
  return migrations;
}

/** Applies the migrations not yet recorded in schema_migrations, in order, in one transaction. Returns the names applied. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
