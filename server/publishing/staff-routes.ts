import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildManifest } from '../../core/publishing/build-manifest.ts';
import type { Db } from '../db/database.ts';
import { listVersions, publishVersion, PublishingRefused, rollBack, rolloutState, setRollout } from '../domain/published-versions.ts';
import { listBuilds, manifestProblem, recentBuilds, registerBuild } from './app-builds.ts';
import { readAudit, writeAudit, type AuditEntry } from '../domain/publishing-audit.ts';
import { formatPublishProblem, parseTarget, publishProblems, targetExists, targetIdHelp, type PublishProblem, type Target } from './document-checks.ts';
import { checkStaff, staffBasePath, type StaffCredential } from './staff-credential.ts';
import { staffMessages } from './staff-messages.ts';

// The staff half of publishing (issue 26): publish a form, screen or bank-binding configuration as a new version, roll
// it out to a share of borrowers, roll it back, and read versions, builds and the audit log. JSON in and out, under
// /staff/publishing, behind the staff credential (staff-credential.ts), never a borrower's session. Every action that
// gets past the credential is written to the audit log, refusals too.

/** Room for the largest document publishing accepts (document-checks.ts documentLimits) and its JSON escaping. */
const staffBodyBytes = 1024 * 1024;

interface Actor {
  actor: string;
  credential: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Actor;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuse(reply: FastifyReply, status: number, message: string, problems?: PublishProblem[]) {
  const code = status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : status === 422 ? 'REFUSED' : 'BAD_REQUEST';
  return reply.code(status).send({ code, message, ...(problems ? { problems, lines: problems.map(formatPublishProblem) } : {}) });
}

function noteOf(value: unknown, fallback?: string): string | undefined {
  if (value === undefined && fallback !== undefined) return fallback;
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 500 ? value.trim() : undefined;
}

/** A percent from 0 to 100 ("all" is 100); undefined for anything else. */
function percentOf(value: unknown): number | undefined {
  if (value === 'all') return 100;
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 100 ? number : undefined;
}

export function registerStaffRoutes(app: FastifyInstance, db: Db, { credential, schemasRoot }: { credential: StaffCredential | null; schemasRoot: string }): void {
  // A scope of its own: JSON bodies here only, while every borrower call stays form-encoded (app.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: staffBodyBytes }, (_request, body, done) => {
      try {
        const json = JSON.parse(body as string) as unknown;
        if (!isObject(json)) throw new Error(staffMessages.body);
        done(null, json);
      } catch (error) {
        const refusal = Object.assign(new Error(`${staffMessages.body} ${(error as Error).message}`), { statusCode: 400 });
        done(refusal, undefined);
      }
    });

    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const check = checkStaff(request, credential);
      if (!check.ok) return refuse(reply, check.status, staffMessages[check.reason]);
      request.staff = { actor: check.actor, credential: check.credential };
      return undefined;
    });

    const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'actor' | 'credential'>) => writeAudit(db, { ...request.staff!, ...entry });

    /** The target a request names, or a refusal already sent. */
    async function targetOf(reply: FastifyReply, id: unknown): Promise<Target | undefined> {
      const target = parseTarget(id);
      if (!target) {
        refuse(reply, 400, targetIdHelp);
        return undefined;
      }
      if (!(await targetExists(target, schemasRoot, db))) {
        refuse(reply, 404, staffMessages.unknownDocument(target.id));
        return undefined;
      }
      return target;
    }

    scope.post(`${staffBasePath}/versions`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const note = noteOf(body.note);
      if (note === undefined) return refuse(reply, 400, staffMessages.note);
      const percent = percentOf(body.rollout ?? 'all');
      if (percent === undefined) return refuse(reply, 400, staffMessages.percent);
      const target = await targetOf(reply, body.id);
      if (!target) return reply;
      const problems = publishProblems(target, body.document, await recentBuilds(db));
      if (problems.length > 0) {
        await audit(request, { action: 'publish', documentId: target.id, percent, note, outcome: `refused: ${problems.map(formatPublishProblem).join('; ')}` });
        return refuse(reply, 422, staffMessages.refused(problems.length), problems);
      }
      const state = await publishVersion(db, { documentId: target.id, document: body.document, note, percent, publishedBy: request.staff!.actor });
      await audit(request, { action: 'publish', documentId: target.id, version: state.live, percent, note, outcome: 'done' });
      return { id: target.id, version: state.live, base: state.base, percent: state.percent };
    });

    scope.post(`${staffBasePath}/rollout`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const percent = percentOf(body.percent);
      if (percent === undefined) return refuse(reply, 400, staffMessages.percent);
      const note = noteOf(body.note, percent === 100 ? 'rolled out to all' : `rolled out to ${percent}%`);
      if (note === undefined) return refuse(reply, 400, staffMessages.note);
      const target = await targetOf(reply, body.id);
      if (!target) return reply;
      return act(request, reply, { action: 'rollout', documentId: target.id, percent, note }, async () => {
        const state = await setRollout(db, target.id, percent);
        return { id: target.id, version: state.live, base: state.base, percent: state.percent };
      });
    });

    scope.post(`${staffBasePath}/rollback`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const note = noteOf(body.note, 'rolled back');
      if (note === undefined) return refuse(reply, 400, staffMessages.note);
      const target = await targetOf(reply, body.id);
      if (!target) return reply;
      return act(request, reply, { action: 'rollback', documentId: target.id, note }, async () => {
        const { state, from } = await rollBack(db, target.id);
        return { id: target.id, from, version: state.live, base: state.base, percent: state.percent };
      });
    });

    /** Runs a rollout or rollback, auditing what happened (a rule's refusal too) with the version it left live. */
    async function act(request: FastifyRequest, reply: FastifyReply, entry: Omit<AuditEntry, 'actor' | 'credential' | 'outcome'>, run: () => Promise<{ version: number }>) {
      try {
        const done = await run();
        await audit(request, { ...entry, version: done.version, outcome: 'done' });
        return done;
      } catch (error) {
        if (!(error instanceof PublishingRefused)) throw error;
        await audit(request, { ...entry, outcome: `refused: ${error.message}` });
        return refuse(reply, error.status, error.message);
      }
    }

    scope.get<{ Querystring: { id?: string } }>(`${staffBasePath}/versions`, async (request, reply) => {
      const target = await targetOf(reply, request.query.id);
      if (!target) return reply;
      const state = await rolloutState(db, target.id);
      return { id: target.id, live: state?.live ?? 0, base: state?.base ?? 0, percent: state?.percent ?? 100, versions: await listVersions(db, target.id) };
    });

    scope.get<{ Querystring: { id?: string; limit?: string } }>(`${staffBasePath}/audit`, async (request, reply) => {
      const { id, limit } = request.query;
      if (id !== undefined && !parseTarget(id)) return refuse(reply, 400, targetIdHelp);
      const count = limit !== undefined && /^\d{1,4}$/.test(limit) ? Math.min(Number(limit), 1000) : 100;
      return { entries: await readAudit(db, { ...(id !== undefined ? { documentId: id } : {}), limit: count }) };
    });

    scope.post(`${staffBasePath}/builds`, async (request, reply) => {
      const problem = manifestProblem(request.body);
      if (problem !== '') return refuse(reply, 400, staffMessages.manifest(problem));
      const manifest = request.body as BuildManifest;
      await registerBuild(db, manifest, { seen: false });
      await audit(request, { action: 'register-build', documentId: manifest.build, note: `build ${manifest.build} (version ${manifest.version})`, outcome: 'done' });
      return { build: manifest.build };
    });

    scope.get(`${staffBasePath}/builds`, async () => ({ builds: await listBuilds(db) }));
  });
}
