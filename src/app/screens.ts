import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../routes.ts';

// One lazily loaded chunk per route, so a screen loads only its own code. A route of the shared
// table without an entry here is not served yet and falls through to the not-found screen.
export const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  customerService: lazy(() => import('../screens/customer-service/customer-service-screen.tsx')),
  aboutUs: lazy(() => import('../screens/legal/about-us-page.tsx')),
  privacyPolicy: lazy(() => import('../screens/legal/privacy-policy-page.tsx')),
  loanAgreement: lazy(() => import('../screens/legal/loan-terms-page.tsx')),
};
