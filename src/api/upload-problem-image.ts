// One complaint evidence image, sent to /user-problem/upload-problem-img (schemas/api/complaints/upload-problem-img.json).
// It is the one call sent by XMLHttpRequest rather than callApi's fetch: fetch reports no upload progress, and each
// image shows its own. Everything else is the client's: the URL and headers (request.ts), and reading the answer
// against the envelope and the call's response schema (client.ts readAnswer).
import { uploadProblemImgCall } from '../../generated/calls/complaints/upload-problem-img.ts';
import { compressImage } from '../platform/compress-image.ts';
import { currentSession, type Session } from '../platform/session.ts';
import { ApiError } from './api-error.ts';
import { readAnswer, requestTimeoutMs } from './client.ts';
import { callRequest } from './request.ts';

/** The multipart part the server reads the file from. */
const filePart = 'problemImage';

export interface UploadProblemImageOptions {
  /** Defaults to the session of this page load. */
  session?: Session;
  /** Makes the file smaller before it is sent; compressImage by default (tests pass the file through). */
  compress?: (file: File) => Promise<File>;
  /** No answer within this time rejects with the catalog's timeout text; the client's 60 s by default. */
  timeoutMs?: number;
}

/**
 * Compresses an image and uploads it, resolving with its URL (without the session: the complaint stores it, and a
 * screen shows it with its own session query appended).
 * - onProgress gets the fraction of the file sent so far, 0 to 1.
 * - Rejects with an Error whose message a borrower can read: an ApiError with the server's own words for a refusal
 *   (PAYLOAD_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, an expired session), or the catalog's network, timeout, http or schema
 *   text. It never hangs: offline, a lost connection or no answer within timeoutMs rejects.
 * - An abort through `signal` rejects with the signal's reason (an AbortError), and sends nothing more.
 * - It shows no toast: 'Upload succeeded!' and any failure are the screen's to show.
 */
export async function uploadProblemImage(
  file: File,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
  { session = currentSession(), compress = compressImage, timeoutMs = requestTimeoutMs }: UploadProblemImageOptions = {},
): Promise<string> {
  signal?.throwIfAborted();
  const sent = await compress(file);
  signal?.throwIfAborted();
  const response = await send(sent, onProgress, signal, session, timeoutMs);
  const result = await readAnswer(uploadProblemImgCall, response);
  if (!result.success) throw new ApiError('server', { status: response.status, serverMessage: result.message });
  return result.data.url;
}

function send(file: File, onProgress: (fraction: number) => void, signal: AbortSignal | undefined, session: Session, timeoutMs: number): Promise<Response> {
  // The session in the query, the x-* headers and the path, exactly as every other call (no body: the file goes as multipart).
  const request = callRequest(uploadProblemImgCall.method, uploadProblemImgCall.path, {}, session);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: unknown) => finish(() => reject(error));
    const onAbort = () => {
      fail(signal?.reason);
      xhr.abort();
    };
    // Our own timer rather than xhr.timeout, so that a stalled upload and a stalled answer both end in the same way.
    const timer = setTimeout(() => {
      fail(new ApiError('timeout'));
      xhr.abort();
    }, timeoutMs);
    signal?.addEventListener('abort', onAbort);

    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => fail(new ApiError('network'));
    xhr.onabort = () => fail(new ApiError('network'));
    xhr.ontimeout = () => fail(new ApiError('timeout'));
    xhr.onload = () =>
      finish(() => {
        // Status 0 is no answer at all; Response cannot even be built with it.
        if (xhr.status < 200 || xhr.status > 599) return reject(new ApiError('network'));
        try {
          resolve(new Response(xhr.responseText, { status: xhr.status }));
        } catch (cause) {
          // A status that cannot carry a body (204, 205, 304) is no answer to read.
          reject(new ApiError('http', { status: xhr.status, cause }));
        }
      });
    const body = new FormData();
    body.append(filePart, file, file.name);
    try {
      xhr.send(body);
    } catch (cause) {
      fail(new ApiError('network', { cause }));
    }
  });
}
