// The reference server as a child process (`tsx server/main.ts --demo`, as `npm start` runs it), for tests that must
// kill it the hard way: an in-process server (support.ts) cannot be SIGKILLed without killing the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { repoRoot } from './support.ts';

export interface ChildServer {
  url: string;
  /** SIGKILL: no handler runs, nothing is flushed or closed; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as an orchestrator stops a copy (main.ts: graceful close); resolves with the exit code once it is gone. */
  stop(): Promise<number | null>;
}

export interface ChildServerOptions {
  dataDir: string;
  /** PostgreSQL instead of PGlite under dataDir (uploads still go to dataDir/uploads). */
  databaseUrl?: string;
  /**
   * Extra environment, e.g. TRUST_PROXY, SHUTDOWN_DRAIN_MS, an S3 bucket (tests/server/s3-server.ts: its env), or PORT
   * to start again on the port of a copy that stopped (the OS picks one by default).
   */
  env?: Record<string, string>;
  timeoutMs?: number;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts the server on a port the OS picks; resolves with its URL once it has migrated, seeded and listens. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // The API alone is exercised: no built app is needed.
      DIST_DIR: path.join(options.dataDir, 'no-dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const lines = createInterface({ input: child.stdout! });
  const timeoutMs = options.timeoutMs ?? 240_000;
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs / 1000} s.\n${errors}`)), timeoutMs);
      let listening: string | undefined;
      let demoListed = false;
      lines.on('line', (line) => {
        // Fastify's logger (server/main.ts: logger true) says where it listens, the port being the OS's pick; main.ts
        // prints the demo list once the server is up. The two reach the pipe in either order (the logger writes
        // asynchronously).
        listening ??= /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
        demoListed ||= line.startsWith('Demo borrowers');
        if (listening !== undefined && demoListed) {
          clearTimeout(timer);
          resolve(listening);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (${code ?? signal}) before it listened.\n${errors}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Every request is logged: the pipe is drained so that a busy server never blocks on a full stdout.
  lines.removeAllListeners('line');
  lines.on('line', () => undefined);
  return {
    url,
    async kill() {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      return gone;
    },
  };
}
