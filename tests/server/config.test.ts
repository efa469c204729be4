import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import urlPolicy from '../../schemas/url-policy.json' with { type: 'json' };
import { loadConfig } from '../../server/config.ts';
import { defaultLoanTerms } from '../../server/domain/loan-terms.ts';
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
      allowedLinkHosts: urlPolicy.allowedHosts,
      loanTerms: defaultLoanTerms,
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 10_000,
      imageStore: { kind: 'folder' },
      uploadUnrecordedGraceMs: 300_000,
      publishedFailureRollbackAt: 5,
    });
  });

  it('reads the shutdown times and the S3 bucket, and refuses a half-set object store', () => {
    const config = loadConfig({
      SHUTDOWN_DRAIN_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '15000',
      S3_BUCKET: 'cashpeso-uploads',
      S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com',
      S3_REGION: 'ap-southeast-1',
      S3_PREFIX: 'complaints/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect([config.shutdownDrainMs, config.shutdownTimeoutMs]).toEqual([2000, 15000]);
    expect(config.imageStore).toEqual({
      kind: 's3',
      bucket: 'cashpeso-uploads',
      prefix: 'complaints/',
      region: 'ap-southeast-1',
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    // Every upload slower than the grace is refused: a grace of nothing would refuse them all.
    expect(() => loadConfig({ UPLOAD_UNRECORDED_GRACE_MS: '0' })).toThrow(/UPLOAD_UNRECORDED_GRACE_MS must be at least 1000/);
    expect(loadConfig({ UPLOAD_UNRECORDED_GRACE_MS: '60000' }).uploadUnrecordedGraceMs).toBe(60_000);
  });

  it('reads the allowed link hosts from ALLOWED_LINK_HOSTS, or from the file ALLOWED_LINK_HOSTS_FILE names', () => {
    expect(loadConfig({ ALLOWED_LINK_HOSTS: 'm.gcash.com, Checkout.PayMongo.com' }).allowedLinkHosts).toEqual(['m.gcash.com', 'checkout.paymongo.com']);
    const dir = mkdtempSync(path.join(tmpdir(), 'link-hosts-'));
    const json = path.join(dir, 'hosts.json');
    writeFileSync(json, JSON.stringify({ allowedHosts: ['pay.maya.ph', 'gw.dragonpay.ph'] }));
    expect(loadConfig({ ALLOWED_LINK_HOSTS_FILE: json }).allowedLinkHosts).toEqual(['pay.maya.ph', 'gw.dragonpay.ph']);
    const lines = path.join(dir, 'hosts.txt');
    writeFileSync(lines, 'checkout.xendit.co\nm.gcash.com\n');
    expect(loadConfig({ ALLOWED_LINK_HOSTS_FILE: lines }).allowedLinkHosts).toEqual(['checkout.xendit.co', 'm.gcash.com']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the loan terms from LOAN_TERMS_FILE, and refuses a file that breaks them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'loan-terms-'));
    const file = path.join(dir, 'terms.json');
    const terms = { ...defaultLoanTerms, lateFee: { ...defaultLoanTerms.lateFee, oneOff: { newClient: '500.00', repeatClient: '400.00' } } };
    writeFileSync(file, JSON.stringify(terms));
    expect(loadConfig({ LOAN_TERMS_FILE: file }).loanTerms).toEqual(terms);
    writeFileSync(file, JSON.stringify({ ...terms, prepayment: { afterTermFraction: 2, minDaysAfterRelease: 7 } }));
    expect(() => loadConfig({ LOAN_TERMS_FILE: file })).toThrow(/LOAN_TERMS_FILE.*afterTermFraction/);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [{ ALLOWED_LINK_HOSTS: 'https://m.gcash.com' }, /https:\/\/m\.gcash\.com/],
    [{ ALLOWED_LINK_HOSTS: '*.paymongo.com' }, /ALLOWED_LINK_HOSTS/],
    [{ ALLOWED_LINK_HOSTS: ' , ' }, /no host/],
    [{ ALLOWED_LINK_HOSTS: 'm.gcash.com', ALLOWED_LINK_HOSTS_FILE: '/x' }, /not both/],
    [{ ALLOWED_LINK_HOSTS_FILE: '/no/such/hosts.json' }, /cannot be read/],
  ])('refuses %j', (env, error) => {
    expect(() => loadConfig(env)).toThrow(error);
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
