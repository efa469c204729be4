import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { Component, Suspense, type ReactNode } from 'react';
import demo from '../../schemas/fixtures/demo.json';
import { BridgeContext } from '../bridge/bridge-context.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { readSession, type Session } from '../platform/session.ts';
import { SessionContext } from '../platform/session-context.ts';
import { LoadCacheProvider, type LoadKey } from '../platform/use-load.ts';
import { LoadingState } from '../ui/error-state.tsx';

// The page a screen is drawn in, by the screen tests (screen-harness.tsx) and the screen stories
// (stories/screens/served-route.tsx) alike: the borrower of schemas/fixtures/demo.json, the route's URL with their
// session, and the providers the app gives a screen. It needs no test runner, as fake-server.ts, so that both can
// use it; only tests and stories import it.

/** The borrower every screen opens for: the first of schemas/fixtures/demo.json. */
export const borrower = demo.borrowers[0]!;
/** The session params the native app puts in the page URL for that borrower. */
export const sessionQuery = new URLSearchParams(borrower.session).toString();

/** Puts the page at `path` with the borrower's session and `query`; answers the session read from it. */
export function visit(path: string, query = ''): Session {
  const search = `?${[sessionQuery, query.replace(/^[?&]/, '')].filter(Boolean).join('&')}`;
  window.history.replaceState(null, '', `${path}${search}`);
  return readSession(search);
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

export interface ScreenTreeProps {
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
export function ScreenTree({ session, bridge, seed, onCrash, children }: ScreenTreeProps) {
  return (
    <ConfigProvider locale={enUS}>
      <SessionContext.Provider value={session}>
        <BridgeContext.Provider value={bridge}>
          <LoadCacheProvider seed={seed}>
            <CrashRecorder onCrash={onCrash}>
              <Suspense fallback={<LoadingState />}>{children}</Suspense>
            </CrashRecorder>
          </LoadCacheProvider>
        </BridgeContext.Provider>
      </SessionContext.Provider>
    </ConfigProvider>
  );
}

export const crashText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
