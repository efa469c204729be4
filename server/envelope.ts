import catalog from '../schemas/messages/en.json' with { type: 'json' };

// The envelope every answer uses (schemas/api/envelope.json). Failures carry a string code the
// client can branch on and a message it can show as is.

export interface Envelope {
  code: string | number;
  message: string;
  data?: unknown;
}

export type FailureCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'SERVER_ERROR';

export const failureMessages = {
  sessionExpired: catalog['error.sessionExpired'],
  server: catalog['error.server'],
  notFound: catalog['error.notFound'],
};

export function failure(code: FailureCode, message: string): Envelope {
  return { code, message };
}

/**
 * Thrown by a handler for a business outcome that is not success (a wrong captcha, an order in the
 * wrong state): answered with HTTP 200 and the call's own code, as SPEC.md section 8 describes.
 */
export class CallFailure extends Error {
  override name = 'CallFailure';
  constructor(
    readonly code: string | number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
