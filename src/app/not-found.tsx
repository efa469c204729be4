import { useEffect, useSyncExternalStore } from 'react';
import { message } from '../../core/messages.ts';
import { normalPath, routes, type RouteName } from '../../core/routes.ts';
import { detectTarget, goBack, openNativePage, type BridgeTarget, type BridgeWindow, type NativePage } from '../bridge/bridge.ts';
import { useBridge } from '../bridge/bridge-context.ts';
import { useSession } from '../platform/session-context.ts';
import { DeadEnd } from '../ui/dead-end.tsx';
import { LoadingState } from '../ui/error-state.tsx';

/** Any path no screen serves: the message, and always a way back (the previous page, or closing the web view). */
export function NotFound() {
  const bridge = useBridge();
  return <DeadEnd text={message('error.notFound')} onBack={() => goBack(bridge)} />;
}

// Routes of the route table that are the native app's own screens (SPEC.md section 7's native links, in
// schemas/url-policy.json): a link to them from any screen (Loan details' 'Back to home' and 'Borrow Again')
// opens the native screen through the bridge; in a browser the page says so, with a way back.
const nativeRoutes: Partial<Record<RouteName, (productId: string | undefined) => NativePage | undefined>> = {
  main: () => ({ route: 'home' }),
  productDetail: (productId) => (productId ? { route: 'product', productId } : undefined),
};

/** The native page behind a path inside the app, if the route there is one of the native app's screens. */
export function nativeRouteAt(path: string): RouteName | undefined {
  const wanted = normalPath(path);
  return (Object.keys(nativeRoutes) as RouteName[]).find((name) => normalPath(routes[name].path) === wanted);
}

const noSubscription = () => () => {};

export function NativeHandoff({ name }: { name: RouteName }) {
  const bridge = useBridge();
  const session = useSession();
  const page = nativeRoutes[name]?.(session.productId);
  // Which way the bridge would go, read without calling it (none while prerendering); the effect then calls it.
  const target = useSyncExternalStore<BridgeTarget | undefined>(
    noSubscription,
    () => detectTarget(window as unknown as BridgeWindow, 'openNativePage'),
    () => undefined,
  );
  const route = page?.route;
  const productId = page?.route === 'product' ? page.productId : undefined;
  useEffect(() => {
    if (route === 'home') openNativePage({ route });
    else if (route === 'product' && productId) openNativePage({ route, productId });
  }, [route, productId]);
  const label = message(page?.route === 'product' || name === 'productDetail' ? 'nativePage.product' : 'nativePage.home');
  if (!page) return <NotFound />;
  if (target === undefined) return <LoadingState />;
  const text = target === 'browser' ? message('nativePage.browser', { page: label }) : message('nativePage.opening', { page: label });
  return <DeadEnd text={text} onBack={() => goBack(bridge)} />;
}
