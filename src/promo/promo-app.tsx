import { lazy, Suspense, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { HashRouter, Route, Routes } from 'react-router';
import { message } from '../../core/messages.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { ErrorState, LoadingState } from '../ui/error-state.tsx';
import RegisterScreen from './register/register-screen.tsx';

// The first paint is the form; the pages after it load when the visitor goes there.
const DownloadScreen = lazy(() => import('./download/download-screen.tsx'));
const AgreementScreen = lazy(() => import('./agreement/agreement-screen.tsx'));

// The promotion register page, its own entry (promo.html): anonymous visitors in an ordinary phone browser, so no
// session, no bridge, and pages in the hash whose paths (#/downloadTemplate, #/agreementTemplate) are the original's,
// so that links partners already share keep working. react-router's declarative HashRouter moves between them
// (docs/decisions/004-routing-and-entries.md): unlike the borrower app's pages, these share one page load.

/** English antd-mobile texts, the error boundary and the hash router: what every page of the funnel sits in. */
export function PromoProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enUS}>
      <ErrorBoundary>
        <HashRouter>{children}</HashRouter>
      </ErrorBoundary>
    </ConfigProvider>
  );
}

export const promoPaths = { register: '/', download: '/downloadTemplate', agreement: '/agreementTemplate' } as const;

/** The funnel's page for the hash of the URL; paths match case-insensitively, a trailing slash ignored. */
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
      <PromoRoutes />
    </PromoProviders>
  );
}
