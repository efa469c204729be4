import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { type ComponentType, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi, type Mock, type MockInstance } from 'vitest';
import { appBasePath, routes, type RouteName } from '../../core/routes.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { installFeedback, type FeedbackPort } from '../platform/feedback.ts';
import { pageLocation } from '../platform/navigation.ts';
import type { Session } from '../platform/session.ts';
import type { LoadKey } from '../platform/use-load.ts';
import { localStore, sessionStore } from '../platform/web-storage.ts';
import { FakeApi, type Answer } from './fake-server.ts';
import { crashText, ScreenTree, visit } from './screen-page.tsx';

export * from './fake-server.ts';
export { borrower, sessionQuery } from './screen-page.tsx';

// The one harness of the screen tests, the fuzzed answers and the route loads: a screen drawn in jsdom in the page
// of screen-page.tsx (the providers the app gives it, a borrower of schemas/fixtures/demo.json, its route's URL),
// with a bridge of spies, pageLocation watched, and every request answered at the fetch layer (fake-server.ts), by
// call, as the api client sends it. What a test does not answer fails: a request nobody answered, or a render error,
// fails the test.
//
// It sits here, directly in src/screens, because the layers (scripts/lint/import-boundaries.js) let a screen's test
// import nothing from tests/ nor src/app, and a file outside every screen's folder belongs to no screen, so each
// screen's test may import it. Only tests import it: no page's graph reaches it.

/** Each test opens the page with nothing stored; through the one module that touches web storage. */
function clearWebStorage(): void {
  localStore()?.clear();
  sessionStore()?.clear();
}

/** A user-event session as the screen tests tap: without its pointer-events check. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });
export type User = ReturnType<typeof user>;

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
