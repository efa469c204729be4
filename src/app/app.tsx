import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { SWRConfig } from 'swr';
import { message } from '../../renderers/core/messages.ts';
import { appBasePath, routePath, type RouteName } from '../routes.ts';
import { BridgeContext } from '../bridge/bridge-context.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorState, LoadingState } from './error-state.tsx';
import { screens } from './screens.ts';
import { SessionContext, type Session } from './session.ts';
import { swrOptions } from './swr-options.ts';

export interface AppProvidersProps {
  session: Session;
  bridge: Bridge;
  children: ReactNode;
}

/** Everything a screen takes from its surroundings: English antd-mobile texts, session, bridge, SWR. */
export function AppProviders({ session, bridge, children }: AppProvidersProps) {
  return (
    <ConfigProvider locale={enUS}>
      <ErrorBoundary>
        <SessionContext value={session}>
          <BridgeContext value={bridge}>
            <SWRConfig value={swrOptions}>{children}</SWRConfig>
          </BridgeContext>
        </SessionContext>
      </ErrorBoundary>
    </ConfigProvider>
  );
}

function NotFound() {
  return <ErrorState text={message('error.notFound')} />;
}

const served = Object.entries(screens) as [RouteName, NonNullable<(typeof screens)[RouteName]>][];

/** The route table; rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {served.map(([name, Screen]) => (
          <Route key={name} path={routePath(name)} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

export function App({ session, bridge }: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders session={session} bridge={bridge}>
      <BrowserRouter basename={appBasePath}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
