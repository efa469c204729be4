import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../server/http/app.ts';
import type { CallSources } from '../../server/http/calls.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const realApiDir = path.join(repoRoot, 'schemas/api');
export const fixtureHandlersDir = fileURLToPath(new URL('./fixtures/handlers/', import.meta.url));

export const maria = demo.borrowers[0]!;
export const jose = demo.borrowers[1]!;

export function sessionQuery(session: Record<string, string> = maria.session): string {
  return new URLSearchParams(session).toString();
}

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `server-test-${prefix}-`));
}

/**
 * A schemas/api folder holding the real shared schemas and the real call schemas of the named groups,
 * plus any extra files. Other helpers are adding call schemas whose handlers do not exist yet; these
 * tests exercise the groups that do, with the files exactly as they are in schemas/api.
 */
export async function apiSchemasWith(groups: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const dir = await tempDir('api');
  for (const file of ['session-params.json', 'envelope.json']) await cp(path.join(realApiDir, file), path.join(dir, file));
  for (const group of groups) await cp(path.join(realApiDir, group), path.join(dir, group), { recursive: true });
  for (const [file, schema] of Object.entries(extra)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), JSON.stringify(schema));
  }
  return dir;
}

export async function seededMemoryDb(): Promise<Db> {
  const db = await openDatabase({ memory: true });
  await migrate(db);
  await seed(db);
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  cleanup(): Promise<void>;
}

export async function testApp(db: Db, options: Partial<BuildServerOptions> & { callSources?: CallSources } = {}): Promise<TestApp> {
  const schemasDir = options.callSources?.schemasDir ?? (await apiSchemasWith(['customer-service']));
  const app = await buildServer({
    db,
    demo: true,
    production: false,
    distDir: path.join(schemasDir, 'no-dist-here'),
    ...options,
    callSources: { ...options.callSources, schemasDir },
  });
  return {
    app,
    async cleanup() {
      await app.close();
      if (!options.callSources?.schemasDir) await rm(schemasDir, { recursive: true, force: true });
    },
  };
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  value: Buffer | string;
}

/** A multipart/form-data body, as a page's upload sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----complaints${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
