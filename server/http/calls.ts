import { access } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sessionParamsSchema from '../../schemas/api/session-params.json' with { type: 'json' };
import { apiSchemasDir, createAjv, describeValidationError, getValidator, readApiSchemas } from './api-schemas.ts';
import { findBorrowerBySession, type Borrower } from '../domain/borrowers.ts';
import type { Db, Queryable } from '../db/database.ts';
import { CallFailure } from '../domain/call-failure.ts';
import { failure, failureMessages } from './envelope.ts';
import type { AnyCallHandler, HandlerGroup } from '../handlers/types.ts';
import { smsSender } from '../sms/sender.ts';

// Every call schema with "x-call" becomes a route; its handler lives in server/handlers/<group>.ts.
// Handlers are found by that convention (not a shared list), so adding a group touches no common file.

export const handlersDir = fileURLToPath(new URL('../handlers/', import.meta.url));

export interface CallDeclaration {
  method: 'GET' | 'POST';
  path: string;
  auth: 'borrower' | 'none';
  successCode: 0 | '0' | '00';
  /** Set for a call that answers its data as is (an image), not inside the envelope. */
  contentType?: 'image/svg+xml';
}

export interface Call extends CallDeclaration {
  /** '<group>/<name>', the schema's path under schemas/api without '.json'. */
  key: string;
  group: string;
  schemaId: string;
  handler: AnyCallHandler;
  validateRequest: ValidateFunction;
  validateResponse: ValidateFunction;
}

const declarationSchema = {
  type: 'object',
  properties: {
    method: { enum: ['GET', 'POST'] },
    path: { type: 'string', pattern: '^/[A-Za-z0-9/_.-]*$' },
    auth: { enum: ['borrower', 'none'], default: 'borrower' },
    successCode: { enum: [0, '0', '00'], default: '00' },
    // The promotion captcha is an <img src>: its data (validated against properties.response) is the body.
    contentType: { enum: ['image/svg+xml'] },
  },
  required: ['method', 'path'],
  additionalProperties: false,
};
const checkDeclaration = new Ajv({ strict: true, useDefaults: true }).compile<CallDeclaration>(declarationSchema);

const sessionParamNames = new Set(Object.keys(sessionParamsSchema.properties));

export interface CallSources {
  /** schemas/api unless a test narrows it. */
  schemasDir?: string;
  /** server/handlers unless a test brings its own. */
  handlersDir?: string;
}

async function loadHandlerGroup(group: string, dir: string): Promise<HandlerGroup | undefined> {
  const file = path.join(dir, `${group}.ts`);
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { handlers?: HandlerGroup };
  if (!module.handlers) throw new Error(`server/handlers/${group}.ts must export 'handlers' (call key -> handler).`);
  return module.handlers;
}

/**
 * Reads every call schema, checks its declaration, and pairs it with its handler and validators.
 * Throws one error listing every gap (a call without a handler, a handler without a call), each named.
 */
export async function loadCalls(sources: CallSources = {}): Promise<{ calls: Call[]; requestAjv: Ajv }> {
  const schemas = await readApiSchemas(sources.schemasDir ?? apiSchemasDir);
  // Query and form values arrive as strings; coercion lets a request schema say integer where it means one.
  const requestAjv = createAjv(schemas, { coerceTypes: true });
  const responseAjv = createAjv(schemas, { coerceTypes: false });
  const groups = new Map<string, HandlerGroup | undefined>();
  const calls: Call[] = [];
  const problems: string[] = [];

  for (const { file, schema } of schemas) {
    if (!('x-call' in schema)) continue;
    const key = file.replace(/\.json$/, '');
    const group = key.split('/')[0] ?? key;
    const declaration = structuredClone(schema['x-call']);
    if (!checkDeclaration(declaration)) {
      problems.push(`schemas/api/${file}: x-call ${describeValidationError(checkDeclaration.errors, 'x-call')}.`);
      continue;
    }
    if (!key.includes('/')) {
      problems.push(`schemas/api/${file}: a call schema must sit in a group folder (schemas/api/<group>/<name>.json).`);
      continue;
    }
    if (!groups.has(group)) groups.set(group, await loadHandlerGroup(group, sources.handlersDir ?? handlersDir));
    const handler = groups.get(group)?.[key];
    if (!handler) {
      problems.push(`No handler for call '${key}' (${declaration.method} ${declaration.path}): add handlers['${key}'] to server/handlers/${group}.ts.`);
      continue;
    }

    const schemaId = String(schema.$id);
    calls.push({
      ...declaration,
      key,
      group,
      schemaId,
      handler,
      validateRequest: getValidator(requestAjv, `${schemaId}#/properties/request`),
      validateResponse: getValidator(responseAjv, `${schemaId}#/properties/response`),
    });
  }

  const declared = new Set(schemas.filter(({ schema }) => 'x-call' in schema).map(({ file }) => file.replace(/\.json$/, '')));
  for (const [group, handlers] of groups) {
    for (const key of Object.keys(handlers ?? {})) {
      if (!declared.has(key)) problems.push(`server/handlers/${group}.ts has a handler for '${key}', but no schema under schemas/api declares that call.`);
    }
  }
  if (problems.length > 0) throw new Error(`The calls in schemas/api do not match server/handlers:\n  ${problems.join('\n  ')}`);
  return { calls, requestAjv };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

/** Session params always ride in the query; a GET's request params share the query with them. */
function splitParams(call: Call, request: FastifyRequest): { session: Record<string, unknown>; params: Record<string, unknown> } {
  const query = asRecord(request.query);
  if (call.method === 'POST') return { session: query, params: asRecord(request.body) };
  const session: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) (sessionParamNames.has(name) ? session : params)[name] = value;
  return { session, params };
}

export function registerCalls(app: FastifyInstance, db: Db, calls: Call[], requestAjv: Ajv, { production }: { production: boolean }): void {
  const validateSession = getValidator(requestAjv, 'session-params.json');

  for (const call of calls) {
    app.route({
      method: call.method,
      url: call.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        // Answers are per borrower: no shared cache may keep them.
        reply.header('cache-control', 'no-store');
        const { session, params } = splitParams(call, request);

        let borrower: Borrower | null = null;
        if (call.auth === 'borrower') {
          const sessionId = session.sessionId;
          borrower = typeof sessionId === 'string' && sessionId !== '' ? await findBorrowerBySession(db, sessionId) : null;
          if (!borrower) return reply.code(401).send(failure('UNAUTHORIZED', failureMessages.sessionExpired));
        }
        if (!validateSession(session)) {
          return reply.code(400).send(failure('BAD_REQUEST', describeValidationError(validateSession.errors)));
        }
        if (!call.validateRequest(params)) {
          return reply.code(400).send(failure('BAD_REQUEST', describeValidationError(call.validateRequest.errors)));
        }

        let data: unknown;
        try {
          // The one place params meet their type: validateRequest above checked them against this call's request
          // schema, which the handler's generated request type is made from.
          const validated = params as never;
          const sms = (tx: Queryable) => smsSender({ db: tx, log: request.log, production });
          data = await call.handler({ db, borrower, params: validated, log: request.log, clientAddress: request.ip, sms });
        } catch (error) {
          if (error instanceof CallFailure) {
            return reply.send({ code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) });
          }
          throw error;
        }
        if (!call.validateResponse(data)) {
          // A server bug: log which call and what is wrong (never the query: it holds the session).
          request.log.error({ call: call.key, problem: describeValidationError(call.validateResponse.errors, 'data') }, 'handler answered data that breaks its response schema');
          return reply.code(500).send(failure('SERVER_ERROR', failureMessages.server));
        }
        if (call.contentType) return reply.type(call.contentType).send(data);
        return reply.send({ code: call.successCode, message: 'success', data });
      },
    });
  }
}
