import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { repoRoot } from './support.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, nodeEnv: 'development', production: false });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.distDir).toBe(path.resolve('dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({ PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DIST_DIR: '/srv/dist', DATABASE_URL: 'postgres://u:p@db/loans', NODE_ENV: 'production' });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      distDir: '/srv/dist',
      databaseUrl: 'postgres://u:p@db/loans',
      nodeEnv: 'production',
      production: true,
      trustProxy: false,
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (raw, trustProxy) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(trustProxy);
  });

  it.each(['true', '1', 'everyone', '10.0.0.0/8,evil'])('refuses TRUST_PROXY=%s, which would trust any client to name its address', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ HOST: ' ' }, /HOST/],
    [{ DATABASE_URL: 'mysql://u:secret@db/x' }, /DATABASE_URL/],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('does not echo a refused DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@db/x' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secret') }));
  });

  it('is the only file in server/ that reads process.env', async () => {
    const serverDir = path.join(repoRoot, 'server');
    const files = (await readdir(serverDir, { recursive: true })).filter((file) => /\.[cm]?[jt]s$/.test(file));
    const readers: string[] = [];
    for (const file of files) {
      if (/process\.env|import\.meta\.env/.test(await readFile(path.join(serverDir, file), 'utf8'))) readers.push(file);
    }
    expect(readers).toEqual(['config.ts']);
  });
});
