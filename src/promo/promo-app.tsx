import { lazy, Suspense, type ReactNode } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { SWRConfig } from 'swr';
import { message } from '../../renderers/core/messages.ts';
import { ErrorBoundary } from '../app/error-boundary.tsx';
import { ErrorState, LoadingState } from '../app/error-state.tsx';
import { swrOptions } from '../app/swr-options.ts';
import RegisterScreen from './register/register-screen.tsx';

// The first paint is the form; the pages after it load when the visitor goes there.
const DownloadScreen = lazy(() => import('./download/download-screen.tsx'));
const AgreementScreen = lazy(() => import('./agreement/agreement-screen.tsx'));

// The promotion register page, its own entry (promo.html): anonymous visitors in an ordinary phone browser, so no
// session, no bridge, and a hash router whose paths (#/downloadTemplate, #/agreementTemplate) are the original's.

/** English antd-mobile texts, the error boundary and SWR: what every page of the funnel sits in. */
export function PromoProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enUS}>
      <ErrorBoundary>
        <SWRConfig value={swrOptions}>{children}</SWRConfig>
      </ErrorBoundary>
    </ConfigProvider>
  );
}

export const promoPaths = { register: '/', download: '/downloadTemplate', agreement: '/agreementTemplate' } as const;

/** The funnel's routes; rendered inside a router (HashRouter on the page, MemoryRouter in tests). */
export function PromoRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={promoPaths.register} element={<RegisterScreen />} />
        <Route path={promoPaths.download} element={<DownloadScreen />} />
        <Route path={promoPaths.agreement} element={<AgreementScreen />} />
        <Route path="*" element={<ErrorState text={message('error.notFound')} />} />
      </Routes>
    </Suspense>
  );
}

export function PromoApp() {
  return (
    <PromoProviders>
      <HashRouter>
        <PromoRoutes />
      </HashRouter>
    </PromoProviders>
  );
}
