import type { ApiCall } from '../../generated/calls/api-call.ts';
import { insightEventCall } from '../../generated/calls/publishing/insight-event.ts';
import { visitorInsightEventCall } from '../../generated/calls/publishing/visitor-insight-event.ts';
import { publishedVersionCall } from '../../generated/calls/publishing/published-version.ts';

// The server at the fetch layer, as the screen harness (screen-harness.tsx) serves it to every screen test: each
// request answered by its call of schemas/api, and recorded. It needs no test runner, so that a story can be served
// by the same fake server as the screen tests.

// ---- The calls of schemas/api ----

/** A call of schemas/api as the wire knows it. */
export interface WireCall {
  /** 'group/name': its file under schemas/api, as in routes.json's "loads". */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** x-call.successCode: 0 for some calls, '00' (the default) for most. */
  successCode: string | number;
}

type XCall = { method: 'GET' | 'POST'; path: string; successCode?: string | number };
const callSchemas = import.meta.glob<{ 'x-call'?: XCall }>('../../schemas/api/**/*.json', { eager: true, import: 'default' });

const wireCalls = new Map<string, WireCall>(
  Object.entries(callSchemas).flatMap(([file, schema]) => {
    const call = schema['x-call'];
    if (!call) return [];
    const name = file.slice('../../schemas/api/'.length, -'.json'.length);
    return [[`${call.method} ${call.path}`, { name, method: call.method, path: call.path, successCode: call.successCode ?? '00' }] as const];
  }),
);

/** The call of schemas/api that a generated call object (generated/calls) is; a call built by hand fails loudly. */
function wireCallOf(call: Pick<ApiCall<unknown, unknown>, 'method' | 'path'>): WireCall {
  const found = wireCalls.get(`${call.method} ${call.path}`);
  if (!found) throw new Error(`${call.method} ${call.path} is no call of schemas/api`);
  return found;
}

// ---- Answers ----

/** One request as fetch received it. */
export interface SentRequest {
  /** The call of schemas/api it is; undefined for a request to no call. */
  call: WireCall | undefined;
  method: string;
  path: string;
  /** The path and the query, as sent. */
  url: string;
  /** The query's params (the session's among them). */
  query: Record<string, string>;
  /** The form body's params ({} for none). */
  body: Record<string, string>;
  bodyText: string | undefined;
  /** Sent by the api client, which marks each request with X-Requested-With; not a page's own fetch. */
  byClient: boolean;
}

/** How a request is answered: what fetch resolves (or rejects) with. */
export type Answer = (request: SentRequest) => Response | Promise<Response>;

/** A response with a JSON body. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The success envelope with `data`, under the success code the answered call's schema declares. */
export const success =
  (data: unknown): Answer =>
  (request) =>
    json({ code: request.call?.successCode ?? '00', message: 'success', data });

/** A failure envelope: the server's code and words (and data, when given). */
export const refusal =
  (code: string | number, message: string, data?: unknown): Answer =>
  () =>
    json(data === undefined ? { code, message } : { code, message, data });

/** Any body at any status, as a server might send it: a 500, an answer that is no envelope. */
export const reply =
  (body: unknown, status = 200): Answer =>
  () =>
    json(body, status);

/** The network failed: fetch rejects, as it does offline or when an answer is lost. */
export const networkError: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** An answer that never comes. */
export const noAnswer: Answer = () => new Promise<Response>(() => {});

/** An answer held back until the test releases it with the answer to give; for what a screen does meanwhile. */
export function held(): { answer: Answer; release: (then: Answer) => void } {
  let waiting: ((then: Answer) => void) | undefined;
  return {
    answer: (request) => new Promise<Response>((resolve, reject) => (waiting = (then) => Promise.resolve(request).then(then).then(resolve, reject))),
    release: (then) => {
      if (!waiting) throw new Error('released before the request came');
      waiting(then);
    },
  };
}

/** Nothing published (issue 26): the page draws its bundled copy, as the reference server's demo answers. */
const nothingPublished: Answer = (request) => success({ id: request.query.id, version: 0, document: null })(request);

type CallLike = Pick<ApiCall<unknown, unknown>, 'method' | 'path'>;

/**
 * The server, at the fetch layer: answers by call (a generated call object), and a record of every request. A call
 * is answered by its next answer given once, else its standing answer, else the answer for other calls, else (for
 * published-version) nothing published; a request still unanswered rejects as a network failure and is recorded.
 */
export class FakeApi {
  readonly requests: SentRequest[] = [];
  readonly unanswered: SentRequest[] = [];
  private readonly standing = new Map<WireCall, Answer>();
  private readonly once = new Map<WireCall, Answer[]>();
  private readonly defaults = new Map<WireCall, Answer>([
    [wireCallOf(publishedVersionCall), nothingPublished],
    // What a form tells the staff insights (src/api/insight-reporting.ts), a borrower's or a visitor's: taken, never read.
    [wireCallOf(insightEventCall), success(null)],
    [wireCallOf(visitorInsightEventCall), success(null)],
  ]);
  private otherCalls: Answer | undefined;
  private pages: Answer | undefined;

  /** Answers every request to `call` with `answer`. */
  answer(call: CallLike, answer: Answer): this {
    this.standing.set(wireCallOf(call), answer);
    return this;
  }

  /** Answers the next requests to `call`, one each, in order, before its standing answer. */
  answerOnce(call: CallLike, ...answers: Answer[]): this {
    const wire = wireCallOf(call);
    this.once.set(wire, [...(this.once.get(wire) ?? []), ...answers]);
    return this;
  }

  /** Answers every call of schemas/api that has no answer of its own. */
  answerOtherCalls(answer: Answer): this {
    this.otherCalls = answer;
    return this;
  }

  /** Answers the page's own fetches (no api client request), such as a contract's HTML. */
  answerPages(answer: Answer): this {
    this.pages = answer;
    return this;
  }

  /** The requests to `call`, in order. */
  sentTo(call: CallLike): SentRequest[] {
    const wire = wireCallOf(call);
    return this.requests.filter((request) => request.call === wire);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const bodyText = init?.body === undefined || init.body === null ? undefined : String(init.body);
    const request: SentRequest = {
      call: wireCalls.get(`${method} ${url.pathname}`),
      method,
      path: url.pathname,
      url: `${url.pathname}${url.search}`,
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(bodyText ?? '')),
      bodyText,
      byClient: new Headers(init?.headers).has('X-Requested-With'),
    };
    this.requests.push(request);
    const { call } = request;
    const answer = call
      ? (this.once.get(call)?.shift() ?? this.standing.get(call) ?? this.otherCalls ?? this.defaults.get(call))
      : request.byClient
        ? undefined
        : this.pages;
    if (!answer) {
      this.unanswered.push(request);
      throw new TypeError(`No answer for ${method} ${url.pathname}`);
    }
    return answer(request);
  };
}
