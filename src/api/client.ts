// The one api client (SPEC.md section 7): every call goes through callApi.
import { isSuccessCode, type WireCode } from '../../core/codes.ts';
import { currentSession, type Session } from '../platform/session.ts';
import { showLoading, showToast } from '../platform/feedback.ts';
import { ApiError } from './api-error.ts';
import { callRequest, requestTimeoutMs, takeEarly } from './request.ts';
import type { ApiCall, SchemaValidator } from '../../generated/calls/api-call.ts';

// Every call is declared by `npm run gen` from its call schema (generated/calls/<group>/<name>.ts): its method, its
// path, and a loader of its precompiled response validator.
export type { ApiCall, SchemaValidator };

/**
 * The response validator of each call, loaded once: a chunk of its own, fetched beside the call's first request.
 * A failed load is an ApiError of kind 'network', and is tried again on the next call.
 */
const responseValidators = new WeakMap<ApiCall<unknown, unknown>, () => Promise<SchemaValidator>>();

function responseValidatorOf(call: ApiCall<unknown, unknown>): Promise<SchemaValidator> {
  let load = responseValidators.get(call);
  if (!load) responseValidators.set(call, (load = loadOnce(call.loadValidateResponse)));
  return load();
}

/** The loader's validator, loaded once; a failed load is an ApiError of kind 'network', and is tried again next time. */
function loadOnce(load: () => Promise<SchemaValidator>): () => Promise<SchemaValidator> {
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

export { requestTimeoutMs };

function isSuccess(envelope: { code?: unknown; success?: unknown }): boolean {
  // SPEC.md section 8: code 0 (common helpers) or '00' (most endpoints), compared by meaning (core/codes.ts).
  return envelope.success === true || isSuccessCode(envelope.code as WireCode);
}

function schemaError(call: ApiCall<unknown, unknown>, part: string, errors: readonly unknown[] | null | undefined): ApiError {
  // Details go to the console for developers; the path only, never the query with the session.
  console.error(`[api] ${call.method} ${call.path}: the ${part} breaks its schema`, errors);
  return new ApiError('schema');
}

async function send(call: ApiCall<unknown, unknown>, params: object, session: Session): Promise<Response> {
  // Same origin only: the session params ride in every query and must never reach another host. `npm run gen`
  // refuses such a call schema; this holds for a call built by hand too.
  if (!call.path.startsWith('/') || call.path.startsWith('//')) throw new Error(`Call paths are same-origin absolute paths: ${call.path}`);
  const request = callRequest(call.method, call.path, params, session);
  // The page may have sent this very request before the app loaded (src/app/page-loader.ts).
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
  const validators = loadValidators(call);
  let result: ApiResult<Response>;
  try {
    result = await readAnswer(call, await send(call, params, options.session ?? currentSession()), validators);
  } finally {
    closeLoading?.();
  }
  if (!result.success && result.message && options.toastOnFailure !== false) void showToast(result.message);
  // A form's submit succeeds when its call does: SchemaForm listens while a submit runs (renderers/core/form-outcomes.ts
  // postSucceededEvent; the staff insights, issue 26 part 7).
  if (result.success && call.method === 'POST') dispatchEvent(new Event('app:post-succeeded'));
  return result;
}

/** Starts loading the envelope's and the call's validators; a failure to load surfaces only where one is awaited. */
function loadValidators(call: ApiCall<unknown, unknown>): { envelopeValidator: Promise<SchemaValidator>; responseValidator: Promise<SchemaValidator> } {
  const envelopeValidator = loadEnvelopeValidator();
  const responseValidator = responseValidatorOf(call);
  for (const loading of [envelopeValidator, responseValidator]) loading.catch(() => {});
  return { envelopeValidator, responseValidator };
}

/**
 * An HTTP answer to a call, normalised and checked against the envelope and the call's response schema; rejects with
 * an ApiError when it is no usable answer. callApi reads every answer through it, and so does the image upload, the
 * one call sent by XMLHttpRequest for its progress (upload-problem-image.ts).
 */
export async function readAnswer<Data>(
  call: ApiCall<unknown, Data>,
  response: Response,
  { envelopeValidator, responseValidator } = loadValidators(call),
): Promise<ApiResult<Data>> {
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
    return { ...base, success: true, data: envelope.data as Data };
  }
  return { ...base, success: false, data: envelope.data };
}

/** The data of a successful answer, or an ApiError of kind 'server' carrying the server's message. */
export function dataOf<Response>(result: ApiResult<Response>): Response {
  if (result.success) return result.data;
  throw new ApiError('server', { serverMessage: result.message });
}

/**
 * A load (useLoad's fetchers): the answer's data, or the failure thrown for the screen's error state, which shows the
 * server's message with 'Try again'. A load never toasts: a toast beside the error state would say it twice.
 */
export async function loadApi<Request extends object, Response>(call: ApiCall<Request, Response>, params: Request, options: Omit<CallOptions, 'toastOnFailure' | 'loadingText'> = {}): Promise<Response> {
  return dataOf(await callApi(call, params, { ...options, toastOnFailure: false }));
}
