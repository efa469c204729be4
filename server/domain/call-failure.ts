// A business outcome that is not success, thrown by a handler or a domain rule. It lives in the domain, not beside
// the envelope in server/http, so that rules can refuse a request without knowing how the answer is sent.

/**
 * Answered with HTTP 200 and the call's own code, as SPEC.md section 8 describes (a wrong captcha, an order in the
 * wrong state); `data`, when set, rides in the envelope's data (the field at fault, for instance).
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
