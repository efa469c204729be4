import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { Component, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi, type Mock, type MockInstance } from 'vitest';
import { appBasePath, routes, type RouteName } from '../../core/routes.ts';
import type { ApiCall } from '../../generated/calls/api-call.ts';
import { insightEventCall } from '../../generated/calls/publishing/insight-event.ts';
import { visitorInsightEventCall } from '../../generated/calls/publishing/visitor-insight-event.ts';
import { publishedVersionCall } from '../../generated/calls/publishing/published-version.ts';
import demo from '../../schemas/fixtures/demo.json';
import { BridgeContext } from '../bridge/bridge-context.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { installFeedback, type FeedbackPort } from '../platform/feedback.ts';
import { pageLocation } from '../platform/navigation.ts';
import { readSession, type Session } from '../platform/session.ts';
import { SessionContext } from '../platform/session-context.ts';
import { LoadCacheProvider, type LoadKey } from '../platform/use-load.ts';
import { LoadingState } from '../ui/error-state.tsx';
import { localStore, sessionStore } from '../platform/web-storage.ts';

// The one harness of the screen tests, the fuzzed answers and the route loads: a screen drawn in jsdom inside the
// providers the app gives it (src/app/app.tsx), for a borrower of schemas/fixtures/demo.json, at its route's URL,
// with a bridge of spies, pageLocation watched, and every request answered at the fetch layer, by call, as the api
// client sends it. What a test does not answer fails: a request nobody answered, or a render error, fails the test.
//
// It sits here, directly in src/screens, because the layers (scripts/lint/import-boundaries.js) let a screen's test
// import nothing from tests/ nor src/app, and a file outside every screen's folder belongs to no screen, so each
// screen's test may import it. Only tests import it: no page's graph reaches it.

/** Each test opens the page with nothing stored; through the one module that touches web storage. */
function clearWebStorage(): void {
  localStore()?.clear();
  sessionStore()?.clear();
}

// ---- The borrower ----

/** The borrower every screen opens for: the first of schemas/fixtures/demo.json. */
export const borrower = demo.borrowers[0]!;
/** The session params the native app puts in the page URL for that borrower. */
export const sessionQuery = new URLSearchParams(borrower.session).toString();

/** A user-event session as the screen tests tap: without its pointer-events check. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });
export type User = ReturnType<typeof user>;

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

// ---- What the app gives a screen ----

/** A bridge whose every operation is a spy; `log` receives the operations' names in the order called. */
export type SpyBridge = { [Operation in keyof Bridge]: Mock<Bridge[Operation]> };

function spyBridge(log: string[]): SpyBridge {
  const operation = <Name extends keyof Bridge>(name: Name) =>
    vi.fn(() => {
      log.push(name);
      return 'android' as const;
    });
  return {
    closeWebview: operation('closeWebview'),
    confirmBurialPoint: operation('confirmBurialPoint'),
    openNativeRating: operation('openNativeRating'),
    endBankBinding: operation('endBankBinding'),
  };
}

/** Records a render error, where the app's error boundary would draw its error state over it, so that the test sees it. */
class CrashRecorder extends Component<{ onCrash: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface TreeProps {
  session: Session;
  bridge: Bridge;
  seed?: Iterable<readonly [LoadKey, unknown]>;
  onCrash: (error: unknown) => void;
  children: ReactNode;
}

/**
 * What the app gives a screen (AppProviders and AppRoutes in src/app/app.tsx, which a screen's zone may not import):
 * antd-mobile's English texts, the session, the bridge, and a Suspense with the loading state; with a load cache of
 * its own, a page load's, and the crash recorder in place of the app's error boundary.
 */
function ScreenTree({ session, bridge, seed, onCrash, children }: TreeProps) {
  return (
    <ConfigProvider locale={enUS}>
      <SessionContext value={session}>
        <BridgeContext value={bridge}>
          <LoadCacheProvider seed={seed}>
            <CrashRecorder onCrash={onCrash}>
              <Suspense fallback={<LoadingState />}>{children}</Suspense>
            </CrashRecorder>
          </LoadCacheProvider>
        </BridgeContext>
      </SessionContext>
    </ConfigProvider>
  );
}

const crashText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Puts the page at `route`'s URL with the borrower's session and `query`; answers the session read from it. */
function visit(path: string, query = ''): Session {
  const search = `?${[sessionQuery, query.replace(/^[?&]/, '')].filter(Boolean).join('&')}`;
  window.history.replaceState(null, '', `${path}${search}`);
  return readSession(search);
}

// ---- Screen tests ----

export interface PageOptions {
  /** The route of schemas/routes.json whose page the screen is opened at. */
  route: RouteName;
  /** The page's query after the borrower's session: 'productId=101&orderId=CP2611210021'. */
  query?: string;
  /** Results already in the page's load cache, as if fetched long ago. */
  seed?: Iterable<readonly [LoadKey, unknown]>;
}

export interface ScreenHarness {
  /** This test's server. */
  readonly api: FakeApi;
  /** This test's bridge. */
  readonly bridge: SpyBridge;
  /** The bridge operations called, in order. */
  readonly bridgeCalls: readonly string[];
  readonly assign: MockInstance<(url: string) => void>;
  readonly replace: MockInstance<(url: string) => void>;
  /** The toasts shown, in order; only with `recordToasts` (else they draw through antd-mobile, for the test to find). */
  readonly toasts: readonly string[];
  /** Draws `screen` at its route's page for the borrower; each call is a new page load with a new load cache. */
  open(screen: ReactElement, options: PageOptions): RenderResult & { session: Session; user: User };
}

/**
 * Sets up each test of the file: a new server stubbed in for fetch, a bridge of spies, pageLocation.assign and
 * replace spied (nowhere to go in jsdom), web storage cleared; and after it, puts everything back and fails the
 * test on a render error or a request nobody answered.
 */
export function screenHarness({ recordToasts = false } = {}): ScreenHarness {
  let api: FakeApi;
  let bridge: SpyBridge;
  let bridgeCalls: string[];
  let assign: MockInstance<(url: string) => void>;
  let replace: MockInstance<(url: string) => void>;
  let toasts: string[] = [];
  let crashes: unknown[];
  let replacedFeedback: FeedbackPort | undefined;

  beforeEach(() => {
    api = new FakeApi();
    vi.stubGlobal('fetch', api.fetch);
    bridge = spyBridge((bridgeCalls = []));
    assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    crashes = [];
    clearWebStorage();
    if (recordToasts) {
      toasts = [];
      replacedFeedback = installFeedback({ showToast: async (text) => void toasts.push(text), showLoading: () => () => {} });
    }
  });

  afterEach(() => {
    if (recordToasts) installFeedback(replacedFeedback);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearWebStorage();
    if (crashes.length > 0) throw new Error(`The screen crashed: ${crashes.map(crashText).join('; ')}`);
    if (api.unanswered.length > 0) throw new Error(`Requests nobody answered: ${api.unanswered.map((request) => `${request.method} ${request.path}`).join(', ')}`);
  });

  return {
    get api() {
      return api;
    },
    get bridge() {
      return bridge;
    },
    get bridgeCalls() {
      return bridgeCalls;
    },
    get assign() {
      return assign;
    },
    get replace() {
      return replace;
    },
    get toasts() {
      return toasts;
    },
    open(screen, { route, query, seed }) {
      const session = visit(`${appBasePath}${routes[route].path}`, query);
      const view = render(
        <ScreenTree session={session} bridge={bridge} seed={seed} onCrash={(error) => crashes.push(error)}>
          {screen}
        </ScreenTree>,
      );
      return { ...view, session, user: user() };
    },
  };
}

// ---- A served route's screen, opened again and again (the fuzzed answers, the route loads) ----

/** A route of schemas/routes.json that a screen serves (tests/fuzz/screen-calls.ts derives them). */
export interface RouteScreen {
  route: string;
  /** The page path, under the base path. */
  path: string;
  /** The module under src/screens, without '.tsx'. */
  screen: string;
  demoQuery: string;
}

const screenModules = import.meta.glob<{ default: ComponentType }>('./*/*-screen.tsx');

export async function loadScreen(route: RouteScreen): Promise<ComponentType> {
  const load = screenModules[`./${route.screen}.tsx`];
  if (!load) throw new Error(`${route.route}: no module src/screens/${route.screen}.tsx`);
  return (await load()).default;
}

/** What one opening of the screen did. */
export interface Outcome {
  crashes: string[];
  /** Requests the api client sent to a path no call of schemas/api declares. */
  strays: string[];
  /** The calls it asked for, by name. */
  asked: string[];
  /** Where it sent the borrower (pageLocation.assign / replace), through the URL policy. */
  left: string[];
  /** Every request answered and nothing loading, or the page left. */
  settled: boolean;
}

/** A page of the app's own (a contract's agreement), which some screens fetch and draw. */
const agreementPage: Answer = () => new Response('<h1>Agreement</h1><p>Terms.</p>', { status: 200, headers: { 'content-type': 'text/html' } });

/**
 * One served route's real screen at its demo URL, opened afresh for each case: one React root of its own (not
 * Testing Library's, whose cleanup after each test would unmount it), the screen remounted under a new key with a
 * fresh load cache and a fresh server, so nothing of one case's answers leaks into the next.
 */
export class RouteHarness {
  private root: Root | undefined;
  readonly container = document.createElement('div');
  private generation = 0;
  readonly session: Session;
  readonly bridge = spyBridge([]);
  /** The server of the latest opening. */
  api = new FakeApi();

  constructor(
    readonly route: RouteScreen,
    private readonly Screen: ComponentType,
  ) {
    this.session = visit(route.path, route.demoQuery);
  }

  /** Draws the screen afresh with every call answered by `answer`, and waits until it settles or `waitMs` is up. */
  async open(answer: Answer, waitMs: number): Promise<Outcome> {
    const api = (this.api = new FakeApi().answerOtherCalls(answer).answerPages(agreementPage));
    vi.stubGlobal('fetch', api.fetch);
    const left: string[] = [];
    const crashes: string[] = [];
    vi.spyOn(pageLocation, 'assign').mockImplementation((url) => void left.push(url));
    vi.spyOn(pageLocation, 'replace').mockImplementation((url) => void left.push(url));
    this.generation += 1;
    Toast.clear();
    Dialog.clear();
    if (!this.container.isConnected) document.body.append(this.container);
    const root = (this.root ??= createRoot(this.container));
    const Screen = this.Screen;
    const element = (
      <ScreenTree key={this.generation} session={this.session} bridge={this.bridge} onCrash={(error) => crashes.push(`render: ${crashText(error)}`)}>
        <Screen />
      </ScreenTree>
    );
    await act(async () => root.render(element));
    let settled = false;
    const started = Date.now();
    let quiet = 0;
    while (Date.now() - started < waitMs) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      // A page on its way elsewhere may keep its skeleton: the borrower is leaving it.
      const loading = this.container.querySelector('[aria-busy="true"]') !== null && left.length === 0;
      // Two quiet turns in a row: a validator or a lazily loaded node may resolve a turn after the answer.
      quiet = loading ? 0 : quiet + 1;
      if (quiet >= 2) {
        settled = true;
        break;
      }
    }
    return {
      crashes,
      strays: api.requests.filter((request) => request.byClient && !request.call).map((request) => `${request.method} ${request.path}`),
      asked: api.requests.flatMap((request) => (request.call ? [request.call.name] : [])),
      left,
      settled,
    };
  }

  unmount(): void {
    const root = this.root;
    this.root = undefined;
    if (root) act(() => root.unmount());
    this.container.remove();
    Toast.clear();
    Dialog.clear();
  }
}

/** Nothing a borrower could read or use: no text, picture or control. */
export function isBlank(root: HTMLElement): boolean {
  return root.textContent?.trim() === '' && root.querySelector('img, svg, input, button, textarea, select, [role]') === null;
}
