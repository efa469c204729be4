import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { loadCalls, registerCalls, type CallSources } from './calls.ts';
import type { Db } from '../db/database.ts';
import { registerDevRoutes } from './dev-routes.ts';
import { defaultSchemasRoot } from './playground-routes.ts';
import { simulatedProvider } from './simulated-provider.ts';
import { failure, failureMessages, type FailureCode } from './envelope.ts';
import { MAX_BODY_BYTES, parseFields, RequestRefused, tooManyFields, tooManyFieldsMessage } from './form-parser.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { serveBuiltApp } from './static-app.ts';
import { registerProblemImages } from './problem-images.ts';
import { memoryStorage, type ImageStorage } from '../domain/image-storage.ts';
import { createMetrics } from './metrics.ts';
import { createLifecycle, echoRequestId, registerOperations, requestIdOf, type Lifecycle } from './operations.ts';
import { registerPublishing } from '../publishing/register.ts';

export interface LogOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout when absent. */
  stream?: { write(line: string): void };
}

export interface BuildServerOptions {
  db: Db;
  /** Demo mode: the /dev/* helpers, unless production. */
  demo: boolean;
  /** Production (NODE_ENV=production, from config): nothing demo-only is registered, and text messages need a real provider. */
  production: boolean;
  /** The vite build output holding app.html and assets/. */
  distDir: string;
  logger?: boolean | LogOptions;
  /** Where call schemas and handlers are read from; schemas/api and server/handlers unless a test narrows them. */
  callSources?: CallSources;
  /** Which proxies' X-Forwarded-For to believe (config.ts TRUST_PROXY); none by default. */
  trustProxy?: false | string[];
  /** Where uploaded images are kept: server/start.ts gives a folder under DATA_DIR; in memory when absent (tests). */
  storage?: ImageStorage;
  /** The schemas folder the playground (/dev/playground) reads and saves into; the repo's unless a test gives a copy. */
  schemasRoot?: string;
  /** The deployment's allow-list of link hosts (config.ts ALLOWED_LINK_HOSTS): the pages' URL policy and the CSP. */
  allowedLinkHosts?: readonly string[];
  /** Whether the copy is ready for traffic or shutting down (/readyz); start.ts moves it on. Ready at once when absent. */
  lifecycle?: Lifecycle;
  /** The staff credential for publishing (config.ts STAFF_TOKEN); 'demo-staff' in demo mode outside production when absent. */
  staffToken?: string | undefined;
}

function pathOnly(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

function loggerOptions(logger: BuildServerOptions['logger']) {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      // Session params ride in the query string and must never reach a log (DESIGN.md Safety rules).
      req: (request: FastifyRequest) => ({ method: request.method, url: pathOnly(request.url), remoteAddress: request.ip }),
    },
  };
}

function formParser(_request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) {
  const fields = parseFields(body);
  // Refused here, before the route's handler runs: no session lookup, no database.
  if (fields[tooManyFields]) done(new RequestRefused(400, tooManyFieldsMessage('body')));
  else done(null, fields);
}

const failureCodes: Record<number, FailureCode> = { 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** The whole HTTP app, not listening: tests use app.inject, start-server.ts listens. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { calls, requestAjv } = await loadCalls(options.callSources);
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A request id passed along by the front end or a balancer is kept (operations.ts); the log lines carry it.
    genReqId: requestIdOf,
    // The query gets the body's parser and bounds; a query of too many fields is marked, and calls.ts refuses it
    // (a parser that threw here would fail inside the router, before the error handler).
    routerOptions: { querystringParser: (query: string) => parseFields(query) },
  });

  // Calls post form-encoded bodies and nothing else (SPEC.md section 7), so the JSON and text parsers go.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, formParser);

  const metrics = createMetrics(options.db);
  metrics.countRequests(app);
  echoRequestId(app);
  registerOperations(app, options.db, options.lifecycle ?? { ...createLifecycle(), ready: true }, metrics);

  addSecurityHeaders(app, options.allowedLinkHosts);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is far too slow to run per response; 5 is close in size and fast.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.setNotFoundHandler((_request, reply) => {
    // The default handler echoes the URL, session query included; this one does not.
    reply.code(404).send(failure('NOT_FOUND', failureMessages.notFound));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      reply.code(status).send(failure(failureCodes[status] ?? 'BAD_REQUEST', error.message));
      return;
    }
    request.log.error({ err: error }, 'request failed');
    // A store that did not answer (StorageUnavailable) is worth a retry: 503 says so, as a balancer and the page read it.
    if (status === 503) reply.header('retry-after', '5');
    reply.code(status === 503 ? 503 : 500).send(failure('SERVER_ERROR', failureMessages.server));
  });

  // The simulated provider's page is a /dev route, so it exists only where those do (demo mode outside production).
  const payments = options.demo && !options.production ? simulatedProvider : null;
  const storage = metrics.countUploads(options.storage ?? memoryStorage());
  // Before the calls: its hook notes the app build every call reports (X-App-Build).
  await registerPublishing(app, options.db, { staffToken: options.staffToken, demo: options.demo, production: options.production, distDir: options.distDir, schemasRoot: options.schemasRoot ?? defaultSchemasRoot });
  registerCalls(app, options.db, calls, requestAjv, { production: options.production, payments, storage });
  registerProblemImages(app, options.db, storage);
  await serveBuiltApp(app, options.distDir, {
    previewPage: options.demo && !options.production,
    ...(options.allowedLinkHosts ? { linkHosts: options.allowedLinkHosts } : {}),
  });
  if (options.demo && !options.production) registerDevRoutes(app, options.db, { distDir: options.distDir, schemasRoot: options.schemasRoot ?? defaultSchemasRoot });
  return app;
}
