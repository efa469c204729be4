import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalog from '../../schemas/messages/en.json';
import { showLoading, showToast } from '../platform/feedback.ts';
import { readSession } from '../platform/session.ts';
import { ApiError, describeError } from './api-error.ts';
import { requestTimeoutMs } from './client.ts';
import { uploadProblemImage } from './upload-problem-image.ts';

vi.mock('../platform/feedback.ts', () => ({
  showToast: vi.fn(async () => {}),
  showLoading: vi.fn(() => vi.fn()),
}));

const session = readSession('?sessionId=secret-session&deviceId=dev-1&X-Trace-Id=abc');
const imageUrl = '/user-problem/images/0123456789abcdef0123456789abcdef.jpg';

// An XMLHttpRequest that records what was sent and answers when the test says so.
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers = new Headers();
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}

/** Lets the compress step and the request's setup run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
const keep = async (file: File) => file;

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('uploadProblemImage', () => {
  it('sends the compressed file as multipart part problemImage, with the session in the query, and resolves with its URL', async () => {
    const compressed = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    const compress = vi.fn(async () => compressed);
    const onProgress = vi.fn();
    const upload = uploadProblemImage(photo, onProgress, undefined, { session, compress });
    await settle();
    const xhr = sent();
    expect(compress).toHaveBeenCalledWith(photo);
    expect(xhr.method).toBe('POST');
    const url = new URL(xhr.url, 'http://app.test');
    expect(url.pathname).toBe('/user-problem/upload-problem-img');
    expect(url.searchParams.get('sessionId')).toBe('secret-session');
    expect(url.searchParams.get('deviceId')).toBe('dev-1');
    expect(xhr.headers.get('X-Trace-Id')).toBe('abc');
    expect(xhr.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The browser sets multipart's content type with its boundary; none may be forced.
    expect(xhr.headers.get('content-type')).toBeNull();
    expect(xhr.body?.get('problemImage')).toBeInstanceOf(File);
    expect((xhr.body?.get('problemImage') as File).size).toBe(compressed.size);
    expect([...xhr.body!.keys()]).toEqual(['problemImage']);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    xhr.answer({ code: '00', message: 'success', data: { url: imageUrl } });
    await expect(upload).resolves.toBe(imageUrl);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture with the server message (IMAGE_TYPE_NOT_ALLOWED at HTTP 200), without a toast', async () => {
    const upload = uploadProblemImage(photo, undefined, undefined, { session, compress: keep });
    await settle();
    sent().answer({ code: 'IMAGE_TYPE_NOT_ALLOWED', message: catalog['complaint.server.imageTypeNotAllowed'] });
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('server');
    expect(describeError(error)).toBe(catalog['complaint.server.imageTypeNotAllowed']);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('refuses an oversized file with the server message (HTTP 413 PAYLOAD_TOO_LARGE)', async () => {
    const upload = uploadProblemImage(photo, undefined, undefined, { session, compress: keep });
    await settle();
    sent().answer({ code: 'PAYLOAD_TOO_LARGE', message: catalog['complaint.server.imageTooLarge'] }, 413);
    await expect(upload).rejects.toThrow(catalog['complaint.server.imageTooLarge']);
  });

  it.each([
    ['a server error', (xhr: FakeXhr) => xhr.answer({ code: 'SERVER_ERROR', message: 'boom' }, 500), catalog['error.http']],
    ['an answer that is not JSON', (xhr: FakeXhr) => xhr.answer('<html>proxy error</html>', 502), catalog['error.http']],
    ['a lost connection', (xhr: FakeXhr) => xhr.onerror?.(), catalog['error.network']],
    ['data that breaks the schema', (xhr: FakeXhr) => xhr.answer({ code: '00', message: 'ok', data: { url: 'https://evil.example/x.jpg' } }), catalog['error.schema']],
  ])('rejects %s with the catalog text', async (_case, answer, text) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const upload = uploadProblemImage(photo, undefined, undefined, { session, compress: keep });
    await settle();
    answer(sent());
    await expect(upload).rejects.toThrow(text);
    consoleError.mockRestore();
  });

  it('rejects with the timeout text when no answer comes within the time limit, and stops the request', async () => {
    vi.useFakeTimers();
    const upload = uploadProblemImage(photo, undefined, undefined, { session, compress: keep });
    const outcome = upload.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    const xhr = sent();
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    expect(describeError(await outcome)).toBe(catalog['error.timeout']);
    expect(xhr.aborted).toBe(true);
  });

  it('stops at once when aborted, rejecting with the abort reason', async () => {
    const controller = new AbortController();
    const upload = uploadProblemImage(photo, undefined, controller.signal, { session, compress: keep });
    await settle();
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);
  });

  it('sends nothing when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadProblemImage(photo, undefined, controller.signal, { session, compress: keep })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeUndefined();
  });
});
