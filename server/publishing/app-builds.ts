import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { BuildManifest } from '../../core/publishing/build-manifest.ts';
import type { Queryable } from '../db/database.ts';

// The app builds in use: each build's manifest (what it can draw, core/publishing/build-manifest.ts), and when a page
// of it last called (X-App-Build). A publish is checked against every build seen within `recentDays`.
//
// Only builds whose manifest the server holds are recorded: the one it serves (dist/build-manifest.json, at start)
// and those a release pipeline registers (POST /staff/publishing/builds). The header is the borrower's to set, so an
// unknown name is ignored rather than stored: otherwise anyone could block every publish with a made-up build.

export const buildHeader = 'x-app-build';
export const recentDays = 30;
/** How often one copy writes a build's last-seen time: often enough for a 30-day window, rarely enough to cost nothing. */
const seenWriteIntervalMs = 10 * 60 * 1000;
const buildNamePattern = '^[0-9A-Za-z.+_-]{1,64}$';
const buildName = new RegExp(buildNamePattern);

const names = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 1000 };
const manifestSchema = {
  type: 'object',
  properties: {
    build: { type: 'string', pattern: buildNamePattern },
    version: { type: 'string', minLength: 1, maxLength: 64 },
    widgets: names,
    nodes: names,
    fields: names,
    templates: names,
    formats: names,
    keywords: names,
    actions: { type: 'object', additionalProperties: names, maxProperties: 1000 },
  },
  required: ['build', 'version', 'widgets', 'nodes', 'fields', 'templates', 'formats', 'keywords', 'actions'],
  additionalProperties: false,
};
const validateManifest = new Ajv({ allErrors: true }).compile<BuildManifest>(manifestSchema);

/** Why `json` is not a build manifest ('' when it is one). */
export function manifestProblem(json: unknown): string {
  if (validateManifest(json)) return '';
  const first = validateManifest.errors?.[0];
  return `${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`;
}

/** Records a build's manifest (kept as first registered: a build name is its content's hash); `seen` marks it in use now. */
export async function registerBuild(db: Queryable, manifest: BuildManifest, { seen }: { seen: boolean }): Promise<void> {
  await db.query(
    `INSERT INTO app_builds (build, manifest, last_seen) VALUES ($1, $2, CASE WHEN $3 THEN now() END)
     ON CONFLICT (build) DO UPDATE SET last_seen = CASE WHEN $3 THEN now() ELSE app_builds.last_seen END`,
    [manifest.build, JSON.stringify(manifest), seen],
  );
}

/** The manifests of the builds seen within the last `recentDays` days. */
export async function recentBuilds(db: Queryable): Promise<BuildManifest[]> {
  const { rows } = await db.query<{ manifest: BuildManifest }>(
    `SELECT manifest FROM app_builds WHERE last_seen > now() - make_interval(days => $1) ORDER BY build`,
    [recentDays],
  );
  return rows.map((row) => row.manifest);
}

/** The builds the server knows, newest sighting first. */
export async function listBuilds(db: Queryable): Promise<{ build: string; lastSeen: string | null }[]> {
  const { rows } = await db.query<{ build: string; lastSeen: string | null }>(
    `SELECT build, to_char(last_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastSeen" FROM app_builds ORDER BY last_seen DESC NULLS LAST, build`,
  );
  return rows;
}

/** Registers the manifest of the build this server serves, as seen now: its pages are about to be drawn. */
export async function registerServedBuild(db: Queryable, distDir: string): Promise<BuildManifest | undefined> {
  const text = await readFile(path.join(distDir, 'build-manifest.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (manifestProblem(json) !== '') return undefined;
  const manifest = json as BuildManifest;
  await registerBuild(db, manifest, { seen: true });
  return manifest;
}

/**
 * Notes the build each request names. The write is not awaited (a borrower's call never waits for it) and happens
 * at most once per build per interval in this copy; the last-seen time is a sighting, not state this copy relies on.
 */
export function noteBuildsSeen(app: FastifyInstance, db: Queryable): void {
  const lastWritten = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    const header = request.headers[buildHeader];
    if (typeof header !== 'string' || !buildName.test(header)) return;
    const now = Date.now();
    if (now - (lastWritten.get(header) ?? 0) < seenWriteIntervalMs) return;
    // A bounded memory: unknown names do not pile up (they are never written, and the map forgets them).
    if (lastWritten.size >= 256) lastWritten.clear();
    lastWritten.set(header, now);
    db.query('UPDATE app_builds SET last_seen = now() WHERE build = $1', [header]).catch((error: unknown) => {
      lastWritten.delete(header);
      request.log.warn({ err: error }, 'Could not record the app build a page reported.');
    });
  });
}
