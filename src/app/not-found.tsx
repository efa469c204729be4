import { useEffect, useSyncExternalStore } from 'react';
import { message, type MessageKey } from '../../core/messages.ts';
import { normalPath, routes, type RouteName } from '../../core/routes.ts';
import { goBack, goToNative, nativeWay, type NativePage, type NativeWay } from '../bridge/bridge.ts';
import { useBridge } from '../bridge/bridge-context.ts';
import { useSession } from '../platform/session-context.ts';
import { DeadEnd } from '../ui/dead-end.tsx';
import { LoadingState } from '../ui/error-state.tsx';

/** Any path no screen serves: the message, and always a way back (the previous page, or closing the web view). */
export function NotFound() {
  const bridge = useBridge();
  return <DeadEnd text={message('error.notFound')} onBack={() => goBack(bridge)} />;
}

// Routes of the route table that are the native app's own screens (SPEC.md section 2: main, productDetail, setting,
// login, order, orderUrl): a link to them from any screen (Loan details' 'Back to home' and 'Borrow Again') reaches
// the app through the bridge (src/bridge/bridge.ts goToNative): openNativePage when the shell declares it, else
// closeWebview, which hands the borrower back to the app; in a browser the page says so, with a way back.
const nativeRoutes: Partial<Record<RouteName, (session: { productId?: string | undefined; orderId?: string | undefined }) => NativePage | undefined>> = {
  main: () => ({ route: 'home' }),
  productDetail: ({ productId }) => (productId ? { route: 'product', productId } : undefined),
  setting: () => ({ route: 'setting' }),
  login: () => ({ route: 'login' }),
  order: () => ({ route: 'order' }),
  orderUrl: ({ orderId }) => (orderId ? { route: 'order', orderId } : { route: 'order' }),
};

const pageLabels: Record<NativePage['route'], MessageKey> = {
  home: 'nativePage.home',
  product: 'nativePage.product',
  setting: 'nativePage.setting',
  login: 'nativePage.login',
  order: 'nativePage.order',
};

/** The native page behind a path inside the app, if the route there is one of the native app's screens. */
function nativeRouteAt(path: string): RouteName | undefined {
  const wanted = normalPath(path);
  return (Object.keys(nativeRoutes) as RouteName[]).find((name) => normalPath(routes[name].path) === wanted);
}

const noSubscription = () => () => {};

export function NativeHandoff({ name }: { name: RouteName }) {
  const bridge = useBridge();
  const session = useSession();
  const page = nativeRoutes[name]?.(session);
  // Which way the shell offers, read without calling it (none while prerendering); the effect then goes.
  const way = useSyncExternalStore<NativeWay | undefined>(noSubscription, () => nativeWay(), () => undefined);
  const key = page ? JSON.stringify(page) : undefined;
  useEffect(() => {
    if (key !== undefined) goToNative(JSON.parse(key) as NativePage, bridge);
  }, [key, bridge]);
  if (!page) return <NotFound />;
  if (way === undefined) return <LoadingState />;
  const label = message(pageLabels[page.route]);
  const text = message(way === 'browser' ? 'nativePage.browser' : way === 'page' ? 'nativePage.opening' : 'nativePage.returning', { page: label });
  // The web view may stay open (a shell that ignores the call): the borrower still has a way back.
  return <DeadEnd text={text} onBack={() => goBack(bridge)} />;
}

/**
 * What the app draws at a path no screen serves: the native app's page behind it, handed over, or the not-found page.
 * Its own chunk (src/app/app.tsx): every route's page draws its screen and never downloads this.
 */
export default function Unserved({ path }: { path: string }) {
  const native = nativeRouteAt(path);
  return native ? <NativeHandoff name={native} /> : <NotFound />;
}
