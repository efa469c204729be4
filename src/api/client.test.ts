import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalog from '../../schemas/messages/en.json';
import { readSession } from '../platform/session.ts';
import { showLoading, showToast } from '../platform/feedback.ts';
import { ApiError } from './api-error.ts';
import { callApi, dataOf, loadApi, requestTimeoutMs, type ApiCall, type SchemaValidator } from './client.ts';
import { callRequest, sendEarly } from './request.ts';

vi.mock('../platform/feedback.ts', () => ({
  showToast: vi.fn(async () => {}),
  showLoading: vi.fn(() => vi.fn()),
}));

const session = readSession('?sessionId=secret-session&deviceId=dev-1&appVersion=3.2.0&productId=7&X-Trace-Id=abc&x-bad%0Aname=1&other=no');

// A response validator like the generated ones: it checks shape and reports ajv-style errors.
const validateGreeting: SchemaValidator = Object.assign(
  (data: unknown) => {
    const ok = typeof data === 'object' && data !== null && typeof (data as { text?: unknown }).text === 'string';
    validateGreeting.errors = ok ? null : [{ instancePath: '/text', message: 'must be string' }];
    return ok;
  },
  { errors: null },
);

interface Greeting {
  request: { name?: string; count?: number; tags?: string[] };
  response: { text: string };
}
// Calls as generated/calls declares them; each call's validator loads on its first use, there through import().
const loadGreeting = async () => validateGreeting;
const greetingCall = (method: 'GET' | 'POST', path: string, load = loadGreeting): ApiCall<Greeting['request'], Greeting['response']> => ({
  method,
  path,
  loadValidateResponse: load,
});
const postCall = greetingCall('POST', '/diving/v3/greeting');
const getCall = greetingCall('GET', '/api/v2/greeting');

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastRequest(): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://app.test'), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('takes up the answer to the same request sent before the app loaded, once, rather than sending it again', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: { text: 'early' } }));
    sendEarly(callRequest('POST', postCall.path, { name: 'Maria' }, session));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = await callApi(postCall, { name: 'Maria' }, { session });
    expect(first.data).toEqual({ text: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call (a retry, a revalidation) goes to the server.
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: { text: 'fresh' } }));
    expect((await callApi(postCall, { name: 'Maria' }, { session })).data).toEqual({ text: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads an early answer whole at once, so one the page never takes up does not stay open in the browser', async () => {
    const early = answer({ code: 0, data: { text: 'never asked for' } });
    fetchMock.mockResolvedValueOnce(early);
    sendEarly(callRequest('POST', postCall.path, { name: 'Dead end' }, session));
    await vi.waitFor(() => expect(early.bodyUsed).toBe(true));
  });

  it('does not take up an early answer to another request (other params)', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: { text: 'for Juan' } }));
    sendEarly(callRequest('POST', postCall.path, { name: 'Juan' }, session));
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: { text: 'for Maria' } }));
    expect((await callApi(postCall, { name: 'Maria' }, { session })).data).toEqual({ text: 'for Maria' });
  });

  it('reports an early request that failed as a network error of the call that takes it up', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarly(callRequest('POST', postCall.path, { name: 'Offline' }, session));
    await expect(callApi(postCall, { name: 'Offline' }, { session })).rejects.toMatchObject({ kind: 'network' });
  });

  it('posts params form-encoded, with the session params (and only those) in the query', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, message: 'ok', data: { text: 'hi' } }));
    await callApi(postCall, { name: 'Maria Santos', count: 2, tags: ['a', 'b'] }, { session });
    const { url, init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(url.pathname).toBe('/diving/v3/greeting');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: 'secret-session', deviceId: 'dev-1', appVersion: '3.2.0' });
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('name=Maria+Santos&count=2&tags=a&tags=b');
  });

  it('sends GET params in the query beside the session params, with no body', async () => {
    fetchMock.mockResolvedValue(answer({ code: '00', data: { text: 'hi' } }));
    await callApi(getCall, { name: 'Jose' }, { session });
    const { url, init } = lastRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(url.searchParams.get('name')).toBe('Jose');
    expect(url.searchParams.get('sessionId')).toBe('secret-session');
  });

  it('sends X-Requested-With and the x- headers from the page URL, dropping malformed names', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, data: { text: 'hi' } }));
    await callApi(postCall, {}, { session });
    const { headers } = lastRequest();
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-Trace-Id')).toBe('abc');
    expect([...headers.keys()].sort()).toEqual(['x-requested-with', 'x-trace-id']);
  });

  it('refuses to send a call that would leave this origin', async () => {
    await expect(callApi(greetingCall('POST', '//evil.test/x'), {}, { session })).rejects.toThrow(/same-origin/);
    await expect(callApi(greetingCall('POST', 'https://evil.test/x'), {}, { session })).rejects.toThrow(/same-origin/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it.each([
    ['code 0', { code: 0 }],
    ["code '00'", { code: '00' }],
    ['success: true', { success: true }],
  ])('treats %s as success and returns the validated data', async (_name, envelope) => {
    const body = { ...envelope, message: 'fine', data: { text: 'hi' } };
    fetchMock.mockResolvedValue(answer(body));
    const result = await callApi(postCall, {}, { session });
    expect(result).toEqual({ success: true, code: 'code' in envelope ? envelope.code : undefined, message: 'fine', data: { text: 'hi' }, raw: body });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('returns a failure envelope and toasts the server message', async () => {
    const body = { code: '101', message: 'Wrong captcha', data: null };
    fetchMock.mockResolvedValue(answer(body));
    const result = await callApi(postCall, {}, { session });
    expect(result).toEqual({ success: false, code: '101', message: 'Wrong captcha', data: null, raw: body });
    expect(showToast).toHaveBeenCalledWith('Wrong captcha');
    expect(() => dataOf(result)).toThrow(expect.objectContaining({ kind: 'server', message: 'Wrong captcha' }));
  });

  it('treats success: false as failure', async () => {
    fetchMock.mockResolvedValue(answer({ success: false, message: 'No plan' }));
    const result = await callApi(postCall, {}, { session });
    expect(result.success).toBe(false);
    expect(showToast).toHaveBeenCalledWith('No plan');
  });

  it('stays quiet on failure when the caller asks', async () => {
    fetchMock.mockResolvedValue(answer({ success: false, message: 'No plan' }));
    await callApi(postCall, {}, { session, toastOnFailure: false });
    expect(showToast).not.toHaveBeenCalled();
  });

  it("throws a load's refusal for the screen's error state with the server's message, and never toasts it", async () => {
    fetchMock.mockResolvedValue(answer({ code: '101', message: 'No such order', data: null }));
    await expect(loadApi(postCall, {}, { session })).rejects.toMatchObject({ kind: 'server', message: 'No such order' });
    expect(showToast).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(answer({ code: '00', message: 'fine', data: { text: 'hi' } }));
    await expect(loadApi(postCall, {}, { session })).resolves.toEqual({ text: 'hi' });
  });

  it('returns a 4xx envelope as a failure, even one that claims code 0', async () => {
    fetchMock.mockResolvedValue(answer({ code: 'UNAUTHORIZED', message: 'Please sign in again' }, 401));
    const result = await callApi(postCall, {}, { session });
    expect(result).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again' });
    expect(showToast).toHaveBeenCalledWith('Please sign in again');

    fetchMock.mockResolvedValue(answer({ code: 0, message: 'odd', data: { text: 'hi' } }, 400));
    expect((await callApi(postCall, {}, { session })).success).toBe(false);
  });

  it('shows a loading toast with the caller text and closes it when the answer comes', async () => {
    const close = vi.fn();
    vi.mocked(showLoading).mockReturnValueOnce(close);
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const pending = callApi(postCall, {}, { session, loadingText: 'Submitting…' });
    expect(showLoading).toHaveBeenCalledWith('Submitting…');
    expect(close).not.toHaveBeenCalled();
    respond(answer({ code: 0, data: { text: 'hi' } }));
    await pending;
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows no loading toast without a text, and closes it after a failure too', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, data: { text: 'hi' } }));
    await callApi(postCall, {}, { session });
    expect(showLoading).not.toHaveBeenCalled();

    const close = vi.fn();
    vi.mocked(showLoading).mockReturnValueOnce(close);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(postCall, {}, { session, loadingText: 'Wait' })).rejects.toBeInstanceOf(ApiError);
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it("throws kind 'network' when offline", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(callApi(postCall, {}, { session }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(catalog['error.network']);
  });

  it("throws kind 'timeout' after 60 s without an answer, and not before", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(callApi(postCall, {}, { session }));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(lastRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(catalog['error.timeout']);
  });

  it("throws kind 'http' on a 5xx, even one with an envelope", async () => {
    fetchMock.mockResolvedValue(answer({ code: 'INTERNAL', message: 'boom' }, 503));
    const error = await failure(callApi(postCall, {}, { session }));
    expect(error).toMatchObject({ kind: 'http', status: 503, message: catalog['error.http'] });
    expect(showToast).not.toHaveBeenCalled();
  });

  it("throws kind 'http' on an answer that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy error</html>', { status: 200 }));
    expect((await failure(callApi(postCall, {}, { session }))).kind).toBe('http');
  });

  it("throws kind 'schema' on a body that is not an envelope, logging details but never the session", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({ data: { text: 'hi' } }));
    const error = await failure(callApi(postCall, {}, { session }));
    expect(error).toMatchObject({ kind: 'schema', message: catalog['error.schema'] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/diving/v3/greeting'), expect.anything());
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret-session');
  });

  it("throws kind 'schema' when a success answer's data breaks the call's schema", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({ code: 0, data: { text: 42 } }));
    const error = await failure(callApi(postCall, {}, { session }));
    expect(error.kind).toBe('schema');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('data'), [{ instancePath: '/text', message: 'must be string' }]);
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret-session');
  });

  it('loads the response validator beside the first request, and only once', async () => {
    const load = vi.fn(loadGreeting);
    const call = greetingCall('POST', '/diving/v3/greeting', load);
    let reply!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    const first = callApi(call, {}, { session });
    // The request is still on its way, and the validator is already loading.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    reply(answer({ code: 0, data: { text: 'hi' } }));
    expect((await first).success).toBe(true);
    fetchMock.mockResolvedValue(answer({ code: 0, data: { text: 'again' } }));
    expect(await callApi(call, {}, { session })).toMatchObject({ success: true, data: { text: 'again' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("throws kind 'network' when the validator cannot load, and loads it again on the next call", async () => {
    const load = vi.fn<() => Promise<SchemaValidator>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockImplementation(loadGreeting);
    const call = greetingCall('POST', '/diving/v3/greeting', load);
    fetchMock.mockImplementation(async () => answer({ code: 0, data: { text: 'hi' } }));
    expect(await failure(callApi(call, {}, { session }))).toMatchObject({ kind: 'network', message: catalog['error.network'] });
    expect(await callApi(call, {}, { session })).toMatchObject({ success: true, data: { text: 'hi' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('needs no response validator for a failure answer', async () => {
    const call = greetingCall('POST', '/diving/v3/greeting', () => Promise.reject(new TypeError('offline')));
    fetchMock.mockResolvedValue(answer({ code: '500001', message: 'Busy' }));
    expect(await callApi(call, {}, { session, toastOnFailure: false })).toMatchObject({ success: false, message: 'Busy' });
  });

  it('does not check the data of a failure answer against the success schema', async () => {
    fetchMock.mockResolvedValue(answer({ code: '500001', message: 'Busy', data: { text: 42 } }));
    expect((await callApi(postCall, {}, { session })).success).toBe(false);
  });
});
