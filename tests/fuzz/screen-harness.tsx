import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import enUS from 'antd-mobile/es/locales/en-US';
import { vi } from 'vitest';
import demo from '../../schemas/fixtures/demo.json';
import { BridgeContext } from '../../src/bridge/bridge-context.ts';
import type { Bridge } from '../../src/bridge/bridge.ts';
import { pageLocation } from '../../src/platform/navigation.ts';
import { readSession, type Session } from '../../src/platform/session.ts';
import { SessionContext } from '../../src/platform/session-context.ts';
import { LoadCacheProvider } from '../../src/platform/use-load.ts';
import { LoadingState } from '../../src/ui/error-state.tsx';
import { apiCalls, type CallSchema } from './api-schemas.ts';
import type { RouteScreen } from './screen-calls.ts';

// One served route's real screen, drawn in jsdom with the providers the app gives it (src/app/app.tsx) but with a
// boundary that records a render error instead of hiding it, and with every call answered from memory at the fetch
// layer, as the api client sends it. One React root is reused for every case: each case remounts the screen under a
// new key with a fresh load cache, so nothing of one answer leaks into the next. The root is its own, not Testing
// Library's, whose cleanup after each test would unmount it.

const screenModules = import.meta.glob<{ default: ComponentType }>('../../src/screens/*/*-screen.tsx');

export async function loadScreen(route: RouteScreen): Promise<ComponentType> {
  const load = screenModules[`../../src/screens/${route.screen}.tsx`];
  if (!load) throw new Error(`${route.route}: no module src/screens/${route.screen}.tsx`);
  return (await load()).default;
}

class RecordingBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };

const callByRequest = new Map(apiCalls.map((call) => [`${call.method} ${call.path}`, call]));

/** What one case's screen did. */
export interface Outcome {
  crashes: string[];
  /** Requests to a path no call of schemas/api declares. */
  strays: string[];
  /** The calls it asked for, by name. */
  asked: string[];
  /** Where it sent the borrower (pageLocation.assign / replace), through the URL policy. */
  left: string[];
  /** Every request answered and nothing loading, or the page left. */
  settled: boolean;
}

const emptyOutcome = (): Outcome => ({ crashes: [], strays: [], asked: [], left: [], settled: false });

export type Answers = (call: CallSchema) => unknown;

export class ScreenHarness {
  private root: Root | undefined;
  readonly container = document.createElement('div');
  private generation = 0;
  private outcome: Outcome = emptyOutcome();
  private answers: Answers = () => undefined;
  readonly session: Session;

  constructor(
    readonly route: RouteScreen,
    private readonly Screen: ComponentType,
  ) {
    const search = `?${new URLSearchParams(demo.borrowers[0]!.session)}${route.demoQuery ? `&${route.demoQuery}` : ''}`;
    window.history.replaceState(null, '', `${route.path}${search}`);
    this.session = readSession(search);
  }

  /**
   * Answers every call by the envelope `answers` gives for it. A request the api client sent (it marks each with
   * X-Requested-With) to no call of schemas/api is a stray; any other request is for a page (the loan
   * confirmation's agreement), answered with a small one.
   */
  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = callByRequest.get(`${method} ${url.pathname}`);
    if (!call) {
      if (!new Headers(init?.headers).has('X-Requested-With')) return new Response('<h1>Agreement</h1><p>Terms.</p>', { status: 200, headers: { 'content-type': 'text/html' } });
      this.outcome.strays.push(`${method} ${url.pathname}`);
      return new Response('not found', { status: 404 });
    }
    this.outcome.asked.push(call.name);
    return new Response(JSON.stringify(this.answers(call)), { status: 200, headers: { 'content-type': 'application/json' } });
  };

  private tree(key: number): ReactNode {
    const Screen = this.Screen;
    const record = (error: unknown) => this.outcome.crashes.push(`render: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return (
      <ConfigProvider locale={enUS} key={key}>
        <RecordingBoundary onError={record}>
          <SessionContext value={this.session}>
            <BridgeContext value={bridge}>
              <LoadCacheProvider>
                <Suspense fallback={<LoadingState />}>
                  <Screen />
                </Suspense>
              </LoadCacheProvider>
            </BridgeContext>
          </SessionContext>
        </RecordingBoundary>
      </ConfigProvider>
    );
  }

  /**
   * Draws the screen afresh with these answers and waits until it has settled: every request answered and no
   * skeleton left (or the time is up: `settled` false).
   */
  async open(answers: Answers, waitMs: number): Promise<Outcome> {
    this.answers = answers;
    vi.spyOn(pageLocation, 'assign').mockImplementation((url) => void this.outcome.left.push(url));
    vi.spyOn(pageLocation, 'replace').mockImplementation((url) => void this.outcome.left.push(url));
    this.outcome = emptyOutcome();
    this.generation += 1;
    Toast.clear();
    Dialog.clear();
    if (!this.container.isConnected) document.body.append(this.container);
    const root = (this.root ??= createRoot(this.container));
    const element = this.tree(this.generation);
    await act(async () => root.render(element));
    const started = Date.now();
    let quiet = 0;
    while (Date.now() - started < waitMs) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      // A page on its way elsewhere may keep its skeleton: the borrower is leaving it.
      const loading = this.container.querySelector('[aria-busy="true"]') !== null && this.outcome.left.length === 0;
      // Two quiet turns in a row: a validator or a lazily loaded node may resolve a turn after the answer.
      quiet = loading ? 0 : quiet + 1;
      if (quiet >= 2) {
        this.outcome.settled = true;
        break;
      }
    }
    return this.outcome;
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
