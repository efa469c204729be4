// The reference server for the bench, started as its own process the way `npm start` runs it: scripts never import
// server/ (docs/decisions/009-layers.md), and a server in its own process does not share the bench's CPU time slices
// with Lighthouse's bookkeeping.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `server/main.ts --demo` on a free port over `dataDir` (PGlite, or PostgreSQL at databaseUrl with the uploads
 * in dataDir), serving the build in distDir (DIST_DIR, dist/ unless set), and resolves once it answers /dev/demo.
 */
export async function startReferenceServer(dataDir: string, timeoutMs = 60_000, databaseUrl = '', distDir = process.env.DIST_DIR ?? ''): Promise<ReferenceServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: repoRoot,
    // NODE_ENV is set to development explicitly: building the bench page set production in this process.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: databaseUrl, DIST_DIR: distDir || 'dist' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The reference server exited (${code}) before it answered.`))));
  const deadline = Date.now() + timeoutMs;
  const ready = (async () => {
    while (Date.now() < deadline) {
      const answer = await fetch(`${url}/dev/demo`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The reference server did not answer within ${timeoutMs / 1000} s.`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
