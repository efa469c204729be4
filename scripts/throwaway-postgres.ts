// A throwaway PostgreSQL cluster from Debian's postgresql package (scripts/ensure-test-tools.sh installs it), on a
// free port, for the server tests that must run on real PostgreSQL (DATABASE_URL) as in production, and for the
// load bench (scripts/bench/load.ts). Tests import it through tests/server/postgres-cluster.ts.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

function postgresBinDir(): string {
  const debianVersions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const binDir = process.env.PG_BIN ?? (debianVersions.length > 0 ? `/usr/lib/postgresql/${debianVersions.at(-1)}/bin` : undefined);
  if (!binDir || !existsSync(path.join(binDir, 'initdb'))) {
    throw new Error('PostgreSQL is not installed: run scripts/ensure-test-tools.sh as root on Debian, or set PG_BIN to its bin folder.');
  }
  return binDir;
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

export interface ThrowawayCluster {
  databaseUrl: string;
  /** Stops the cluster and removes its files. */
  stop(): void;
}

/** Starts a cluster in a temporary folder; the caller stops it (afterAll). */
export async function startThrowawayCluster(prefix: string): Promise<ThrowawayCluster> {
  const binDir = postgresBinDir();
  // PostgreSQL refuses to run as root; as root the cluster belongs to the postgres user.
  const asRoot = userInfo().uid === 0;
  const pg = (tool: string, args: string[]) => {
    const command = path.join(binDir, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'borrower', '--no-sync']);
  pg('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(dataDir, 'log'), '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    databaseUrl: `postgres://borrower@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
