import { access } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import sessionParamsSchema from '../../schemas/api/session-params.json' with { type: 'json' };
import { isRupeeSystem, restateMoneyDeep } from '../../core/money.ts';
import { apiSchemasDir, createAjv, describeValidationError, getValidator, readApiSchemas } from './api-schemas.ts';
import { findBorrowerBySession, type Borrower } from '../domain/borrowers.ts';
import type { PaymentProvider } from '../domain/payments.ts';
import type { Db, Queryable } from '../db/database.ts';
import { CallFailure } from '../domain/call-failure.ts';
import { failure, failureMessages } from './envelope.ts';
import { tooManyFields, tooManyFieldsMessage, type FieldValue, type Fields } from './form-parser.ts';
import type { AnyCallHandler, HandlerGroup } from '../handlers/types.ts';
import { smsSender } from '../sms/sender.ts';
import { message } from '../../core/messages.ts';
import type { ImageStorage } from '../domain/image-storage.ts';

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
  /**
   * 'multipart': the call takes one file as multipart/form-data (an image upload) and nothing else; its route alone
   * gets the multipart parser, within multipartLimits. Every other call stays form-encoded only.
   */
  body?: 'multipart';
  /** 'bundled': the page draws its bundled copy when this call fails (publishing/published-version); the page's concern. */
  onFailure?: 'bundled';
}

export interface Call extends CallDeclaration {
  /** '<group>/<name>', the schema's path under schemas/api without '.json'. */
  key: string;
  group: string;
  schemaId: string;
  handler: AnyCallHandler;
  validateRequest: ValidateFunction;
  validateResponse: ValidateFunction;
  /** Request params the schema declares as lists ("type": "array"): the only ones that may repeat. */
  listParams: ReadonlySet<string>;
  /** Request params the schema declares "x-multiline": true: the only ones that may hold '\n' (LF, no other control character). */
  multilineParams: ReadonlySet<string>;
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
    body: { enum: ['multipart'] },
    onFailure: { enum: ['bundled'] },
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
    const validateRequest = getValidator(requestAjv, `${schemaId}#/properties/request`);
    calls.push({
      ...declaration,
      key,
      group,
      schemaId,
      handler,
      validateRequest,
      validateResponse: getValidator(responseAjv, `${schemaId}#/properties/response`),
      listParams: listParamsOf(validateRequest.schema),
      multilineParams: multilineParamsOf(validateRequest.schema),
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

/** The request params a call's schema declares multi-line: a property with "x-multiline": true (a complaint's text). */
function multilineParamsOf(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, { 'x-multiline'?: unknown }> } | undefined)?.properties ?? {};
  return new Set(Object.keys(properties).filter((name) => properties[name]?.['x-multiline'] === true));
}

/** The request params a call's schema declares as lists: a property with "type": "array". */
function listParamsOf(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return new Set(Object.keys(properties).filter((name) => properties[name]?.type === 'array'));
}

type Received = Record<string, FieldValue>;

/**
 * The fields Fastify parsed (form-parser.ts, for the query and the body alike) as a plain object. Built with
 * Object.fromEntries, so a field named '__proto__' stays a field (which the schema refuses by name) and never
 * sets a prototype.
 */
function fieldsOf(value: unknown): Received {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Fields));
}

/** Session params always ride in the query; a GET's request params share the query with them. */
function splitParams(call: Call, query: Received, body: Received): { session: Received; params: Received } {
  if (call.method === 'POST') return { session: query, params: body };
  const session: [string, FieldValue][] = [];
  const params: [string, FieldValue][] = [];
  for (const entry of Object.entries(query)) (sessionParamNames.has(entry[0]) ? session : params).push(entry);
  return { session: Object.fromEntries(session), params: Object.fromEntries(params) };
}

/**
 * C0 control characters and DEL, tab, CR and LF included. PostgreSQL refuses U+0000 outright, and the others have
 * no business in a name, a number or a tracking tag. A param its schema declares "x-multiline": true (a complaint's
 * text) may hold LF, and only LF: CONTROL_CHARACTER_BUT_LF.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** A field name as a message may show it: control characters written as \uXXXX escapes, at most 64 characters. */
export function shownFieldName(name: string): string {
  const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  // eslint-disable-next-line no-control-regex
  return shown.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The first thing wrong with what a request carries, whatever the call: too many fields, a field repeated that
 * is not a list, a control character in a name or a value. Checked before any other work (no session lookup,
 * no database), so no such input reaches a handler or PostgreSQL. Undefined when there is none.
 */
export function inputProblem(call: Pick<Call, 'listParams'> & Partial<Pick<Call, 'multilineParams'>>, rawQuery: unknown, rawBody: unknown, session: Received, params: Received): string | undefined {
  if ((rawQuery as Fields | undefined)?.[tooManyFields]) return tooManyFieldsMessage('query');
  if ((rawBody as Fields | undefined)?.[tooManyFields]) return tooManyFieldsMessage('body');
  for (const [fields, isParams] of [
    [session, false],
    [params, true],
  ] as const) {
    for (const [name, value] of Object.entries(fields)) {
      if (CONTROL_CHARACTER.test(name)) return `${shownFieldName(name)}: a field name may not hold control characters`;
      if (Array.isArray(value) && !(isParams && call.listParams.has(name))) return `${shownFieldName(name)}: is sent more than once`;
      const values: readonly string[] = Array.isArray(value) ? value : [value];
      const refused = isParams && call.multilineParams?.has(name) ? CONTROL_CHARACTER_BUT_LF : CONTROL_CHARACTER;
      if (values.some((text) => refused.test(text))) return `${shownFieldName(name)}: may not hold control characters`;
    }
  }
  return undefined;
}

export interface CallOptions {
  production: boolean;
  /** Where payment attempts are paid, or null (see server/domain/payments.ts). */
  payments: PaymentProvider | null;
  /** Where uploaded images are kept. */
  storage: ImageStorage;
}

/**
 * The bounds of a multipart call (an image upload): one file of at most 5 MB (the page compresses a photo to far less
 * first; 5 MB leaves room for one it could not), in the part 'problemImage', and a few small fields. A body past them
 * is refused with 413 before more of it is kept; the file is read whole into memory, so these bound that memory.
 */
export const multipartLimits = { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 } as const;
const uploadFieldName = 'problemImage';

type Upload = { fieldName: string; bytes: Buffer };
type MultipartRead = { fields: Received; upload: Upload | null } | { status: 400 | 413; code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; message: string };

/** The fields and the one file of a multipart body, or why it is refused; never throws (a broken body is a 400). */
async function readMultipart(request: FastifyRequest): Promise<MultipartRead> {
  const fields: Record<string, FieldValue> = Object.create(null) as Record<string, FieldValue>;
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== uploadFieldName) {
          part.file.resume();
          return { status: 400, code: 'BAD_REQUEST', message: `${shownFieldName(part.fieldname)}: only '${uploadFieldName}' may carry a file` };
        }
        upload = { fieldName: part.fieldname, bytes: await part.toBuffer() };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const seen = fields[part.fieldname];
        fields[part.fieldname] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: fileTooLargeMessage };
    if (status === 413) return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `body: at most one file and ${multipartLimits.fields} small fields` };
    return { status: 400, code: 'BAD_REQUEST', message: 'body: not a readable multipart/form-data body' };
  }
  return { fields: Object.fromEntries(Object.entries(fields)), upload };
}

const fileTooLargeMessage = message('complaint.server.imageTooLarge');

export function registerCalls(app: FastifyInstance, db: Db, calls: Call[], requestAjv: Ajv, { production, payments, storage }: CallOptions): void {
  const validateSession = getValidator(requestAjv, 'session-params.json');

  for (const call of calls) {
    const route = {
      method: call.method,
      url: call.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        // Answers are per borrower: no shared cache may keep them.
        reply.header('cache-control', 'no-store');
        const split = splitParams(call, fieldsOf(request.query), fieldsOf(request.body));
        const session = split.session;
        let params = split.params;
        const problem = inputProblem(call, request.query, request.body, session, params);
        if (problem !== undefined) return reply.code(400).send(failure('BAD_REQUEST', problem));

        let borrower: Borrower | null = null;
        if (call.auth === 'borrower') {
          const sessionId = session.sessionId;
          borrower = typeof sessionId === 'string' && sessionId !== '' ? await findBorrowerBySession(db, sessionId) : null;
          if (!borrower) return reply.code(401).send(failure('UNAUTHORIZED', failureMessages.sessionExpired));
        }
        let upload: Upload | null = null;
        if (call.body === 'multipart') {
          // Read only once the session is known: an anonymous client cannot make the server read 5 MB.
          if (!request.isMultipart()) return reply.code(415).send(failure('UNSUPPORTED_MEDIA_TYPE', 'body: this call takes multipart/form-data'));
          const read = await readMultipart(request);
          if ('status' in read) return reply.code(read.status).send(failure(read.code, read.message));
          params = read.fields;
          upload = read.upload;
          const fieldProblem = inputProblem(call, undefined, undefined, {}, params);
          if (fieldProblem !== undefined) return reply.code(400).send(failure('BAD_REQUEST', fieldProblem));
          if (!upload) return reply.code(400).send(failure('BAD_REQUEST', message('complaint.server.imageMissing')));
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
          const sessionId = borrower && typeof session.sessionId === 'string' ? session.sessionId : null;
          data = await call.handler({ db, borrower, params: validated, log: request.log, clientAddress: request.ip, sessionId, payments, sms, storage, upload });
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
        // The texts the server writes keep the peso sign; a page of the rupee market (system=1) gets them with its own.
        if (isRupeeSystem(session.system)) data = restateMoneyDeep(data, true);
        return reply.send({ code: call.successCode, message: 'success', data });
      },
    };
    if (call.body === 'multipart') {
      // The multipart parser lives in this route's own context: every other route keeps refusing it with 415.
      void app.register(async (scope) => {
        await scope.register(fastifyMultipart, { limits: multipartLimits });
        scope.route(route);
      });
    } else {
      app.route(route);
    }
  }
}
