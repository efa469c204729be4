import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.ts';
import type { ImageStorage } from '../domain/image-storage.ts';

// What an operator watches, in the Prometheus text format at /metrics (README, Running many copies). Every label is
// a route pattern, a method, a status class or an outcome: never a query, a session parameter, a phone number or an
// id, so a label's values stay few and nothing a borrower sent reaches the monitoring system.

export interface ServerMetrics {
  registry: Registry;
  /** Counts every answer of the app: requests, server errors and latency, by call. */
  countRequests(app: FastifyInstance): void;
  /** Wraps a storage so that every put counts as stored or failed, with its size. */
  countUploads(storage: ImageStorage): ImageStorage;
}

/** The route pattern a request matched ('/api/user/problem-init', '/problem-images/:key'), or 'unmatched'. */
function callOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** One registry per app, so that several servers in one process (tests) keep their own counts. */
export function createMetrics(db: Db): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by call (route pattern), method and status class.',
    labelNames: ['call', 'method', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a server error (5xx), by call.',
    labelNames: ['call'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by call.',
    labelNames: ['call', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: open, idle, and requests waiting for one (PGlite has one, always open).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats();
      this.set({ state: 'open' }, stats.open);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_connections_lost',
    help: 'Idle database connections that the database closed since the server started (a restart or failover); the pool opens new ones.',
    registers: [registry],
    collect() {
      this.set(db.poolStats().lost);
    },
  });
  const uploads = new Counter({
    name: 'uploads_total',
    help: 'Complaint images put in storage, by outcome (stored, failed).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const uploadBytes = new Histogram({
    name: 'upload_bytes',
    help: 'Size of the complaint images stored.',
    buckets: [50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000],
    registers: [registry],
  });
  return {
    registry,
    countRequests(app) {
      // Counted as each answer is sent: reply.elapsedTime is Fastify's own measure from the request's arrival.
      app.addHook('onResponse', async (request, reply) => {
        const call = callOf(request);
        const method = request.method;
        requests.inc({ call, method, status: statusClass(reply.statusCode) });
        if (reply.statusCode >= 500) errors.inc({ call });
        latency.observe({ call, method }, reply.elapsedTime / 1000);
      });
    },
    countUploads(storage) {
      return {
        async put(key, bytes, contentType) {
          try {
            await storage.put(key, bytes, contentType);
          } catch (error) {
            uploads.inc({ outcome: 'failed' });
            throw error;
          }
          uploads.inc({ outcome: 'stored' });
          uploadBytes.observe(bytes.length);
        },
        get: (key) => storage.get(key),
        sweep: (recorded, storedBefore) => storage.sweep(recorded, storedBefore),
        unrecordedGraceMs: storage.unrecordedGraceMs,
      };
    },
  };
}
