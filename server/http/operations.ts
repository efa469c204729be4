import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ServerMetrics } from './metrics.ts';

// What a load balancer and an operator ask of each copy (README, Running many copies):
// - /healthz: the process answers (a liveness probe restarts a copy that stops answering);
// - /readyz: the copy should get traffic: migrations are done, the database answers, and it is not shutting down
//   (a balancer takes a copy out of rotation when this fails, before the copy stops listening);
// - /metrics: the Prometheus text format (metrics.ts).

/** Where a copy is in its life; start.ts moves it on. */
export interface Lifecycle {
  /** Set once migrations are done and the server listens. */
  ready: boolean;
  /** Set when shutdown begins: /readyz fails from then on, so the balancer stops sending new requests. */
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { ready: false, draining: false };
}

const noStore = { 'cache-control': 'no-store' };

export function registerOperations(app: FastifyInstance, db: Db, lifecycle: Lifecycle, metrics: ServerMetrics): void {
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).headers(noStore).send({ status: 'shutting down' });
    if (!lifecycle.ready) return reply.code(503).headers(noStore).send({ status: 'starting' });
    try {
      await db.query('SELECT 1');
    } catch {
      return reply.code(503).headers(noStore).send({ status: 'database unavailable' });
    }
    return reply.headers(noStore).send({ status: 'ready' });
  });
  app.get('/metrics', async (_request, reply) =>
    reply.headers(noStore).type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}

// A request id the front end or a balancer passes along is kept, so one id follows a tap through every log; anything
// that is not a short token is replaced, so a header cannot write into the logs.
const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;
export const requestIdHeader = 'x-request-id';

export function requestIdOf(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

/** Every answer carries its request id, the one in the log lines it made. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
