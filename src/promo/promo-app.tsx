import { lazy, Suspense, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { SWRConfig } from 'swr';
import { message } from '../../core/messages.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { ErrorState, LoadingState } from '../ui/error-state.tsx';
import { swrOptions } from '../platform/swr-options.ts';
import { pathMatches, useHashRoute } from './hash-route.tsx';
import RegisterScreen from './register/register-screen.tsx';

// The first paint is the form; the pages after it load when the visitor goes there.
const DownloadScreen = lazy(() => import('./download/download-screen.tsx'));
const AgreementScreen = lazy(() => import('./agreement/agreement-screen.tsx'));

// The promotion register page, its own entry (promo.html): anonymous visitors in an ordinary phone browser, so no
// session, no bridge, and pages in the hash whose paths (#/downloadTemplate, #/agreementTemplate) are the original's.

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

/** The funnel's page for the hash of the URL. */
export function PromoRoutes() {
  const route = useHashRoute();
  const page = pathMatches(route, promoPaths.register) ? (
    <RegisterScreen />
  ) : pathMatches(route, promoPaths.download) ? (
    <DownloadScreen />
  ) : pathMatches(route, promoPaths.agreement) ? (
    <AgreementScreen />
  ) : (
    <ErrorState text={message('error.notFound')} />
  );
  return <Suspense fallback={<LoadingState />}>{page}</Suspense>;
}

export function PromoApp() {
  return (
    <PromoProviders>
      <PromoRoutes />
    </PromoProviders>
  );
}
