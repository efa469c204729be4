import { Children, isValidElement, type ReactNode } from 'react';
export function BrowserRouter({ children }: { basename?: string; children: ReactNode }) { return <>{children}</>; }
export function Route(_p: { path: string; element: ReactNode }) { return null; }
export function Routes({ children }: { children: ReactNode }) {
  const path = location.pathname.replace(/^\/app/, '');
  let found: ReactNode = null;
  Children.forEach(children, (c) => { if (!found && isValidElement<{path:string; element: ReactNode}>(c) && (c.props.path === path || c.props.path === '*')) found = c.props.element; });
  return <>{found}</>;
}
