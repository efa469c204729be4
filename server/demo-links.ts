import corpus from '../schemas/fixtures/demo.json' with { type: 'json' };
import routeTable from '../schemas/routes.json' with { type: 'json' };
import sessionParamsSchema from '../schemas/api/session-params.json' with { type: 'json' };

// The list of demo sessions and screen links, served at /dev/demo and printed by main.ts at startup.

export interface RouteTable {
  basePath: string;
  routes: Record<string, { path: string; title: string; demoQuery?: string }>;
}

export interface DemoBorrower {
  key: string;
  name: string;
  session: Record<string, string>;
}

export interface DemoList {
  borrowers: { key: string; name: string; query: string }[];
  screens: { route: string; title: string; url: string }[];
}

/** The session params as a query string, in the order session-params.json declares them. */
export function sessionQuery(session: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(sessionParamsSchema.properties)) {
    const value = session[name];
    if (value !== undefined) query.set(name, value);
  }
  return query.toString();
}

export function buildDemoList(borrowers: DemoBorrower[] = corpus.borrowers, table: RouteTable = routeTable): DemoList {
  const listed = borrowers.map((borrower) => ({ key: borrower.key, name: borrower.name, query: sessionQuery(borrower.session) }));
  const firstQuery = listed[0]?.query ?? '';
  const screens = Object.entries(table.routes).map(([route, entry]) => {
    const extra = entry.demoQuery?.replace(/^[?&]/, '') ?? '';
    const query = [firstQuery, extra].filter(Boolean).join('&');
    return { route, title: entry.title, url: `${table.basePath}${entry.path}${query ? `?${query}` : ''}` };
  });
  return { borrowers: listed, screens };
}

/** The list as text for a terminal, every link absolute under origin (e.g. http://127.0.0.1:8080). */
export function formatDemoList(list: DemoList, origin: string, options: { devEndpoint: boolean }): string {
  const lines = ['Demo borrowers (session params for any call or page):'];
  for (const borrower of list.borrowers) lines.push(`  ${borrower.name} (${borrower.key}): ?${borrower.query}`);
  lines.push(`Screens (as ${list.borrowers[0]?.name ?? 'no borrower'}):`);
  for (const screen of list.screens) lines.push(`  ${screen.title}: ${origin}${screen.url}`);
  if (options.devEndpoint) lines.push(`This list as JSON: ${origin}/dev/demo`);
  return lines.join('\n');
}
