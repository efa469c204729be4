import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLinkHosts, parseLinkHosts } from '../core/link-hosts.ts';
import { defaultLoanTerms, loanTermsProblem, type LoanTerms } from './domain/loan-terms.ts';
import { defaultUnrecordedGraceMs } from './domain/image-storage.ts';
import { defaultFailureRollbackAt } from './domain/published-draw-failures.ts';

// The only place in server/ that reads process.env (STYLE.md: no unchecked env reads scattered around).

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite file database under dataDir is used. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  /** Production turns off everything demo-only (the /dev/* endpoints). */
  production: boolean;
  distDir: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the default) believes none, so the
   * per-address rate limits key on the connecting address; behind a load balancer that address is the balancer's,
   * and every client would share one limit. A list trusts those addresses or CIDRs (the balancers').
   */
  trustProxy: false | string[];
  /**
   * The hosts that server-supplied links (payUrl, playeduL, lendDetailsUrl, agreement and product links) may go to:
   * the deployment's payment providers, partner lenders and agreement pages (core/link-hosts.ts). Read at start from
   * ALLOWED_LINK_HOSTS (hosts separated by commas or spaces) or ALLOWED_LINK_HOSTS_FILE (a file of them, one a
   * line, or JSON: a list, or an object with allowedHosts); schemas/url-policy.json's list when neither is set.
   */
  allowedLinkHosts: readonly string[];
  /** The prepayment window and late fees (SPEC.md section 9): LOAN_TERMS_FILE (JSON, as defaultLoanTerms), else the spec's. */
  loanTerms: LoanTerms;
  /**
   * On SIGTERM: how long /readyz fails before the copy stops listening (SHUTDOWN_DRAIN_MS, default 0), so that a
   * balancer that polls it has taken the copy out of rotation; set it to twice the balancer's check interval.
   */
  shutdownDrainMs: number;
  /** Then how long requests in flight may take to finish before their connections are closed (SHUTDOWN_TIMEOUT_MS, 10 s). */
  shutdownTimeoutMs: number;
  /**
   * Where uploaded images live: a folder under DATA_DIR by default; an S3-compatible bucket when S3_BUCKET is set
   * (S3_REGION, S3_ENDPOINT for a store other than AWS, S3_PREFIX, S3_FORCE_PATH_STYLE; credentials from
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the SDK's own chain: AWS_ACCESS_KEY_ID..., an instance role).
   */
  imageStore: ImageStoreConfig;
  /**
   * The staff credential for publishing forms and screens (STAFF_TOKEN, sent as a bearer token; server/publishing).
   * No default: without it the staff endpoints refuse, except in demo mode outside production, which uses 'demo-staff'.
   */
  staffToken: string | undefined;
  /** How long an uploaded object may wait for its row before the sweep takes it (UPLOAD_UNRECORDED_GRACE_MS, 5 min). */
  uploadUnrecordedGraceMs: number;
  /**
   * How many distinct borrowers' reports that a published version failed to draw make the server roll it back by
   * itself (PUBLISHED_FAILURE_ROLLBACK_AT, default 5; server/domain/published-draw-failures.ts).
   */
  publishedFailureRollbackAt: number;
}

export type ImageStoreConfig =
  | { kind: 'folder' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region: string;
      endpoint?: string;
      forcePathStyle?: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return Number(raw);
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    // The value may hold a password, so it is not echoed.
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string.');
  }
  return raw;
}

function nonEmpty(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  if (raw.trim() === '') throw new ConfigError(`${name} is set but empty.`);
  return raw;
}

const proxyEntry = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/[0-9]{1,3})?$/i;

function parseTrustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !proxyEntry.test(entry));
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY must be a comma-separated list of IP addresses or CIDRs, got '${bad}'.`);
  return entries;
}

function parseAllowedLinkHosts(inline: string | undefined, file: string | undefined): readonly string[] {
  if (inline !== undefined && file !== undefined) throw new ConfigError('Set ALLOWED_LINK_HOSTS or ALLOWED_LINK_HOSTS_FILE, not both.');
  let text: string;
  let name: string;
  if (inline !== undefined) {
    text = inline;
    name = 'ALLOWED_LINK_HOSTS';
  } else if (file !== undefined) {
    name = 'ALLOWED_LINK_HOSTS_FILE';
    let raw: string;
    try {
      raw = readFileSync(path.resolve(file), 'utf8');
    } catch {
      throw new ConfigError(`ALLOWED_LINK_HOSTS_FILE names a file that cannot be read: '${file}'.`);
    }
    text = raw;
    if (/^\s*[[{]/.test(raw)) {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ConfigError(`ALLOWED_LINK_HOSTS_FILE '${file}' is not valid JSON.`);
      }
      const list = Array.isArray(json) ? json : (json as { allowedHosts?: unknown } | null)?.allowedHosts;
      if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
        throw new ConfigError(`ALLOWED_LINK_HOSTS_FILE '${file}' must hold a list of host names, or an object whose allowedHosts is one.`);
      }
      text = list.join(' ');
    }
  } else {
    return defaultLinkHosts;
  }
  const parsed = parseLinkHosts(text);
  if (!parsed.ok) throw new ConfigError(`${name}: '${parsed.bad}' is not a host name (write bare names such as pay.example.ph: no scheme, port, path or wildcard).`);
  if (parsed.hosts.length === 0) throw new ConfigError(`${name} is set but lists no host.`);
  return parsed.hosts;
}

function parseMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw)) throw new ConfigError(`${name} must be a whole number of milliseconds, got '${raw}'.`);
  return Number(raw);
}

/**
 * An upload whose row comes later than the grace after its object is refused (server/domain/complaints.ts), so a grace
 * under a second would refuse every upload on a busy server: refused at start instead.
 */
function parseUnrecordedGrace(raw: string | undefined): number {
  const grace = parseMilliseconds('UPLOAD_UNRECORDED_GRACE_MS', raw, defaultUnrecordedGraceMs);
  if (grace < 1_000) throw new ConfigError(`UPLOAD_UNRECORDED_GRACE_MS must be at least 1000 (a second): an upload slower than it is refused, got '${raw}'.`);
  return grace;
}

function parseImageStore(env: NodeJS.ProcessEnv): ImageStoreConfig {
  const bucket = env.S3_BUCKET;
  if (bucket === undefined || bucket === '') {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX', 'S3_ACCESS_KEY_ID'].find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set the bucket, or remove ${stray}.`);
    return { kind: 'folder' };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name, got '${bucket}'.`);
  const endpoint = env.S3_ENDPOINT;
  if (endpoint !== undefined && endpoint !== '' && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new ConfigError('S3_ENDPOINT must be an http:// or https:// address.');
  const prefix = env.S3_PREFIX ?? '';
  if (!/^([A-Za-z0-9._-]+\/)*$/.test(prefix)) throw new ConfigError(`S3_PREFIX must be folder names each ending in '/', got '${prefix}'.`);
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  // The secret is never echoed.
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  return {
    kind: 's3',
    bucket,
    prefix,
    region: env.S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(env.S3_FORCE_PATH_STYLE ? { forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' } : {}),
    ...(accessKeyId !== undefined && secretAccessKey !== undefined ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function parseStaffToken(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // The value is a secret, so it is never echoed.
  if (raw.trim() === '') throw new ConfigError('STAFF_TOKEN is set but empty.');
  if (raw.length < 16 || /\s/.test(raw)) throw new ConfigError('STAFF_TOKEN must be at least 16 characters, with no spaces.');
  return raw;
}

function parsePositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  // 0 would roll back every version on its first report, so it is refused rather than read as "off".
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new ConfigError(`${name} must be a whole number from 1 to 999999, got '${raw}'.`);
  return Number(raw);
}

function parseLoanTerms(file: string | undefined): LoanTerms {
  if (file === undefined) return defaultLoanTerms;
  let terms: unknown;
  try {
    terms = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  } catch {
    throw new ConfigError(`LOAN_TERMS_FILE '${file}' cannot be read as JSON.`);
  }
  const problem = loanTermsProblem(terms);
  if (problem !== undefined) throw new ConfigError(`LOAN_TERMS_FILE '${file}': ${problem}.`);
  return terms as LoanTerms;
}

/** Reads and checks the environment once; throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: parsePort(env.PORT),
    host: nonEmpty('HOST', env.HOST, '127.0.0.1'),
    dataDir: path.resolve(nonEmpty('DATA_DIR', env.DATA_DIR, './data')),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    nodeEnv,
    production: nodeEnv === 'production',
    distDir: path.resolve(nonEmpty('DIST_DIR', env.DIST_DIR, './dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedLinkHosts: parseAllowedLinkHosts(env.ALLOWED_LINK_HOSTS, env.ALLOWED_LINK_HOSTS_FILE),
    loanTerms: parseLoanTerms(env.LOAN_TERMS_FILE),
    shutdownDrainMs: parseMilliseconds('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
    shutdownTimeoutMs: parseMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    imageStore: parseImageStore(env),
    staffToken: parseStaffToken(env.STAFF_TOKEN),
    uploadUnrecordedGraceMs: parseUnrecordedGrace(env.UPLOAD_UNRECORDED_GRACE_MS),
    publishedFailureRollbackAt: parsePositiveInteger('PUBLISHED_FAILURE_ROLLBACK_AT', env.PUBLISHED_FAILURE_ROLLBACK_AT, defaultFailureRollbackAt),
  };
}
