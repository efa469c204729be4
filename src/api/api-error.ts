import { message } from '../../core/messages.ts';

/**
 * Why a call gave no usable data:
 * - network: no answer at all (offline, DNS, connection reset);
 * - timeout: no answer within the client's time limit;
 * - http: an answer that is not an envelope (5xx, or not JSON);
 * - schema: an envelope, or its data, that breaks the call's schema;
 * - server: a well-formed envelope that reports failure (its message was already toasted).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, options: { status?: number; serverMessage?: string; cause?: unknown } = {}) {
    // The server's own words are shown for a failure envelope (SPEC.md section 8); every other kind
    // gets the catalog's text, never a technical message.
    super(kind === 'server' && options.serverMessage ? options.serverMessage : message(`error.${kind}`), { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

/** The text a borrower reads for any failure: an ApiError's message, or the catalog's generic one. */
export function describeError(error: unknown): string {
  return error instanceof ApiError ? error.message : message('error.unexpected');
}
