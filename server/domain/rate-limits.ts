import type { Queryable } from '../db/database.ts';

// Rate limits kept in the database (table rate_limit_hits, migration 005), never in process memory, so every
// server copy on one database shares them (DESIGN.md Scale). A rule allows `max` hits of one key in any
// `windowSeconds`: the count is the sliding-window estimate, the hits of the current fixed window plus those of
// the previous one weighed by how much of it still lies within the last windowSeconds. One upsert adds a hit and
// returns the count, so concurrent requests cannot both take the last one.

export interface RateLimitRule {
  /** Hits allowed in any window of windowSeconds. */
  max: number;
  windowSeconds: number;
}

interface CountRow {
  current: number | string;
  previous: number | string;
  /** How far into the current window now is, from 0 to 1. */
  elapsed: number | string;
}

function estimate(row: CountRow | undefined): number {
  if (!row) return 0;
  return Number(row.current) + Number(row.previous) * (1 - Number(row.elapsed));
}

// The start of the current fixed window of $3 seconds, from the database's clock (the same for every copy).
const windowStart = `to_timestamp(floor(extract(epoch FROM now()) / $3::integer) * $3::integer)`;

/**
 * Adds one hit of `key` to `bucket` and tells whether it is within the rule. A refused hit counts too (unless
 * the caller's transaction rolls back), so a client that keeps trying stays refused until its rate drops.
 */
export async function hitRateLimit(db: Queryable, bucket: string, rule: RateLimitRule, key: string): Promise<boolean> {
  const { rows } = await db.query<CountRow>(
    `WITH hit AS (
       INSERT INTO rate_limit_hits (bucket, key, window_start, hits, expires_at)
       VALUES ($1, $2, ${windowStart}, 1, ${windowStart} + make_interval(secs => 2 * $3::integer))
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits, window_start
     )
     SELECT hit.hits AS current, coalesce(previous.hits, 0) AS previous,
       extract(epoch FROM now() - hit.window_start) / $3::integer AS elapsed
     FROM hit LEFT JOIN rate_limit_hits previous
       ON previous.bucket = $1 AND previous.key = $2 AND previous.window_start = hit.window_start - make_interval(secs => $3::integer)`,
    [bucket, key, rule.windowSeconds],
  );
  return estimate(rows[0]) <= rule.max;
}

/** Whether `key` has used up `bucket`'s rule already (the next hit would be refused), without adding a hit. */
export async function rateLimitReached(db: Queryable, bucket: string, rule: RateLimitRule, key: string): Promise<boolean> {
  const { rows } = await db.query<CountRow>(
    `SELECT
       coalesce((SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND key = $2 AND window_start = ${windowStart}), 0) AS current,
       coalesce((SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND key = $2
         AND window_start = ${windowStart} - make_interval(secs => $3::integer)), 0) AS previous,
       extract(epoch FROM now() - ${windowStart}) / $3::integer AS elapsed`,
    [bucket, key, rule.windowSeconds],
  );
  return estimate(rows[0]) >= rule.max;
}

/** Deletes a few rows whose windows no rule reads any more; the calls run it as they go, not a timer. */
export async function sweepRateLimits(db: Queryable, batch = 200): Promise<void> {
  await db.query(
    `DELETE FROM rate_limit_hits WHERE (bucket, key, window_start) IN
       (SELECT bucket, key, window_start FROM rate_limit_hits WHERE expires_at < now() LIMIT $1)`,
    [batch],
  );
}

/**
 * The key of a client address: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by its /64
 * prefix, since one subscriber commonly holds a whole /64 and could otherwise step around a per-address limit.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::', 2);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
