import { message } from '../../core/messages.ts';

// The envelope every answer uses (schemas/api/envelope.json). Failures carry a string code the
// client can branch on and a message it can show as is. A handler's business failure is a CallFailure
// (server/domain/call-failure.ts), which server/http/calls.ts turns into this envelope.

export interface Envelope {
  code: string | number;
  message: string;
  data?: unknown;
}

export type FailureCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'SERVER_ERROR';

export const failureMessages = {
  sessionExpired: message('error.sessionExpired'),
  server: message('error.server'),
  notFound: message('error.notFound'),
};

export function failure(code: FailureCode, text: string): Envelope {
  return { code, message: text };
}
