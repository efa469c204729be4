// The one api client (SPEC.md section 7): every call goes through callApi.
import { currentSession, type Session } from '../platform/session.ts';
import { showLoading, showToast } from '../platform/feedback.ts';
import { ApiError } from './api-error.ts';
import { callRequest, takeEarly, type HttpMethod } from './request.ts';

/** An ajv standalone validator, as `npm run gen` precompiles them. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly unknown[] | null;
}

/**
 * Loads a call's precompiled response validator, e.g.
 * `async () => (await import('../../generated/validators/api/x/y.js')).validateResponse`. Each is a chunk of its
 * own, fetched beside the call's first request rather than before the page's first paint: the data cannot be
 * checked before it arrives anyway (docs/decisions/005-bundle-strategy.md).
 */
export type ValidatorLoader = () => Promise<SchemaValidator>;

/** One endpoint, declared once from its call schema. The type parameters only carry types. */
export interface ApiCall<Request, Response> {
  readonly method: HttpMethod;
  readonly path: string;
  /** The response validator (see loadOnce). */
  readonly loadValidateResponse: () => Promise<SchemaValidator>;
  readonly __types?: { request: Request; response: Response };
}

/** A call schema's "x-call", as `npm run gen` exports it beside the call's types. */
interface CallRoute {
  readonly method: string;
  readonly path: string;
}

/**
 * Declares an endpoint from the `call` that `npm run gen` exports beside the types of its call schema
 * (schemas/api/<group>/<name>.json) and a loader of the `validateResponse` it precompiles, typed by the generated
 * type T (T['request'] and T['response']).
 */
export function defineCall<T extends { request?: unknown; response?: unknown }>(
  route: CallRoute,
  loadValidator: ValidatorLoader,
): ApiCall<NonNullable<T['request']>, T['response']> {
  const { method, path } = route;
  if (method !== 'GET' && method !== 'POST') throw new Error(`Unsupported method ${method} for ${path}`);
  // Same origin only: the session params ride in every query and must never reach another host.
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Call paths are same-origin absolute paths: ${path}`);
  return Object.freeze({ method, path, loadValidateResponse: loadOnce(loadValidator) });
}

/** The loader's validator, loaded once; a failed load is an ApiError of kind 'network', and is tried again next time. */
function loadOnce(load: ValidatorLoader): () => Promise<SchemaValidator> {
  let loading: Promise<SchemaValidator> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw new ApiError('network', { cause });
    }));
}

/** Every answer's envelope validator (schemas/api/envelope.json), loaded beside the first request as the others are. */
const loadEnvelopeValidator = loadOnce(async () => (await import('../../generated/validators/api/envelope.js')).validate);

/** Every answer, normalised. `raw` is the parsed body as the server sent it. */
export type ApiResult<Response> =
  | { success: true; code: string | number | undefined; message: string; data: Response; raw: unknown }
  | { success: false; code: string | number | undefined; message: string; data: unknown; raw: unknown };

export interface CallOptions {
  /** Shows a loading toast with this text while waiting. */
  loadingText?: string;
  /** false: a failure envelope shows no toast (screens where the spec wants nothing visible). */
  toastOnFailure?: boolean;
  /** Defaults to the session of this page load. */
  session?: Session;
}

export const requestTimeoutMs = 60_000;

function isSuccess(envelope: { code?: unknown; success?: unknown }): boolean {
  // SPEC.md section 8: code 0 (common helpers) or '00' (most endpoints); the original compared loosely, so '0' counts too.
  return envelope.success === true || envelope.code === 0 || envelope.code === '0' || envelope.code === '00';
}

function schemaError(call: ApiCall<unknown, unknown>, part: string, errors: readonly unknown[] | null | undefined): ApiError {
  // Details go to the console for developers; the path only, never the query with the session.
  console.error(`[api] ${call.method} ${call.path}: the ${part} breaks its schema`, errors);
  return new ApiError('schema');
}

async function send(call: ApiCall<unknown, unknown>, params: object, session: Session): Promise<Response> {
  const request = callRequest(call.method, call.path, params, session);
  // The page may have sent this very request before the app loaded (src/app/after-first-paint.ts).
  const early = takeEarly(request);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const answer = early ?? fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: controller.signal });
    return await Promise.race([
      answer,
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason))),
    ]);
  } catch (cause) {
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (cause) {
    throw new ApiError('http', { status: response.status, cause });
  }
}

/**
 * Calls an endpoint: session params in the query, POST params form-encoded, GET params in the query.
 * Resolves with the normalised answer, also for a failure envelope (whose message is toasted);
 * rejects with an ApiError when there is no usable answer.
 */
export async function callApi<Request extends object, Response>(
  call: ApiCall<Request, Response>,
  params: Request,
  options: CallOptions = {},
): Promise<ApiResult<Response>> {
  const closeLoading = options.loadingText ? showLoading(options.loadingText) : undefined;
  // The validators load while the request is on its way. The response's is awaited only for a success answer, and
  // a failure to load either must not surface as an unhandled rejection meanwhile.
  const envelopeValidator = loadEnvelopeValidator();
  const responseValidator = call.loadValidateResponse();
  for (const loading of [envelopeValidator, responseValidator]) loading.catch(() => {});
  let result: ApiResult<Response>;
  try {
    const response = await send(call, params, options.session ?? currentSession());
    // Server errors (5xx) may carry an envelope, but they are transport failures, not answers.
    if (response.status >= 500) throw new ApiError('http', { status: response.status });
    const raw = await readJson(response);
    const validateEnvelope = await envelopeValidator;
    if (!validateEnvelope(raw)) throw schemaError(call, 'envelope', validateEnvelope.errors);
    const envelope = raw as { code?: string | number; message?: string; data?: unknown };
    const base = { code: envelope.code, message: envelope.message ?? '', raw };
    if (response.ok && isSuccess(envelope)) {
      const validateResponse = await responseValidator;
      if (!validateResponse(envelope.data)) throw schemaError(call, 'data', validateResponse.errors);
      result = { ...base, success: true, data: envelope.data as Response };
    } else {
      result = { ...base, success: false, data: envelope.data };
    }
  } finally {
    closeLoading?.();
  }
  if (!result.success && result.message && options.toastOnFailure !== false) void showToast(result.message);
  return result;
}

/** For loads (SWR fetchers): the data of a successful answer, or an ApiError of kind 'server'. */
export function dataOf<Response>(result: ApiResult<Response>): Response {
  if (result.success) return result.data;
  throw new ApiError('server', { serverMessage: result.message });
}
