// Issue 12, item 4: the demo borrowers' session ids are public, so in production their data is never seeded or
// served. `--demo` with NODE_ENV=production refuses to start (main.ts and the programmatic startServer alike),
// and production refuses a database that once ran in demo mode.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoInProductionError, demoInProductionMessage, startServer } from '../../server/start.ts';
import { maria, repoRoot, sessionQuery, tempDir } from './support.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(prefix: string): Promise<string> {
  const dir = await tempDir(prefix);
  folders.push(dir);
  return dir;
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/main.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('demo mode in production', () => {
  it('`tsx server/main.ts --demo` with NODE_ENV=production exits non-zero with the message, having touched no database', async () => {
    const dataDir = await folder('demo-prod');
    const { code, output } = await run(['--demo'], { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`The server could not start: ${demoInProductionMessage}`);
    expect(output).not.toContain(maria.session.sessionId);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 40_000);

  it('startServer({ demo: true, production: true }) refuses too', async () => {
    await expect(startServer({ memory: true, port: 0, demo: true, production: true })).rejects.toThrow(DemoInProductionError);
    await expect(startServer({ memory: true, port: 0, demo: true, production: true })).rejects.toThrow(demoInProductionMessage);
  });

  it('production refuses a database that once ran with --demo, and serves a clean one without the demo sessions', async () => {
    const demoDir = await folder('demo-db');
    const demoServer = await startServer({ dataDir: demoDir, port: 0, demo: true, production: false });
    await demoServer.close();
    await expect(startServer({ dataDir: demoDir, port: 0, production: true })).rejects.toThrow(/holds the demo borrowers/);

    const clean = await startServer({ memory: true, port: 0, production: true });
    try {
      const answer = await fetch(`${clean.url}/diving/v3/personal-center/contact-kf-info?${sessionQuery()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'overall=30',
      });
      expect(answer.status).toBe(401);
      expect((await fetch(`${clean.url}/dev/demo`)).status).toBe(404);
    } finally {
      await clean.close();
    }
  }, 120_000);
});
