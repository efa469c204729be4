import { lazy, Suspense, type ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { appPathOf } from '../../core/routes.ts';
import { BridgeContext } from '../bridge/bridge-context.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { LoadingState } from '../ui/error-state.tsx';
import { screenAt } from './screens.ts';
import { type Session } from '../platform/session.ts';
import { SessionContext } from '../platform/session-context.ts';

export interface AppProvidersProps {
  session: Session;
  bridge: Bridge;
  children: ReactNode;
}

/** Everything a screen takes from its surroundings: English antd-mobile texts, session, bridge (loads share the page's one cache, src/platform/use-load.ts). */
export function AppProviders({ session, bridge, children }: AppProvidersProps) {
  return (
    <ConfigProvider locale={enUS}>
      <ErrorBoundary>
        <SessionContext.Provider value={session}>
          <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
        </SessionContext.Provider>
      </ErrorBoundary>
    </ConfigProvider>
  );
}

// Loaded only at a path no screen serves (app.html's), so no route's page downloads it.
const Unserved = lazy(() => import('./not-found.tsx'));

/**
 * The screen that serves `path` (the path inside the app, as in schemas/routes.json), or the not-found screen.
 *
 * There is no client-side router: every move between screens is a page load (the session is read from the URL
 * once per load, so an in-app route change would hand the next screen this page's query), so choosing the screen
 * once per load is all routing does here, and react-router's 12 KB gzip would buy nothing
 * (docs/decisions/005-bundle-strategy.md).
 */
export function AppRoutes({ path }: { path: string }) {
  return <Suspense fallback={<LoadingState />}>{screenAt(path) ?? <Unserved path={path} />}</Suspense>;
}

/** The page's path inside the app: the location's path without the app's base path. */
export function appPath(pathname: string): string {
  return appPathOf(pathname) ?? pathname;
}

export function App({ session, bridge }: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders session={session} bridge={bridge}>
      <AppRoutes path={appPath(window.location.pathname)} />
    </AppProviders>
  );
}
