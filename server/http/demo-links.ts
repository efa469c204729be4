import fs from 'node:fs';
import path from 'node:path';
import corpus from '../../schemas/fixtures/demo.json' with { type: 'json' };
import loanDetailsCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import promotionCorpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import sessionParamsSchema from '../../schemas/api/session-params.json' with { type: 'json' };
import { demoStaffToken, staffBasePath } from '../publishing/staff-credential.ts';

// The list of demo sessions and screen links, served at /dev/demo and printed by main.ts at startup.

export interface RouteTable {
  basePath: string;
  routes: Record<string, { path: string; title: string; screen?: string; demoQuery?: string; demoStorage?: Record<string, unknown> }>;
}

/** A screen's demo link; `localStorage` is what to put there (key -> stored text) before opening it. */
export interface DemoScreen {
  route: string;
  title: string;
  url: string;
  localStorage?: Record<string, string>;
}

export interface DemoBorrower {
  key: string;
  name: string;
  session: Record<string, string>;
}

export interface DemoList {
  borrowers: { key: string; name: string; query: string }[];
  screens: DemoScreen[];
  /** Loan details of every seeded order (one per status), as the borrower who owns them. */
  orders: { key: string; status: number; title: string; url: string }[];
  /** The promotion register page (no session), one link per demo landing template. */
  promo: { id: string; title: string; url: string; running: boolean }[];
  /** The staff credential that publishes forms and screens in demo mode (server/publishing), unless STAFF_TOKEN is set. */
  staff: { token: string; endpoints: string };
}

export interface DemoOrders {
  borrower: string;
  orders: { key: string; productId: string; orderId: string; response: { orderStatus: number; noticeStatusText: string } }[];
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

const storageDir = path.resolve(import.meta.dirname, '../../schemas/storage');

/** The localStorage key of a schemas/storage entry: its schema's "x-storage" (scripts/check-schemas.ts holds it to one key). */
export function storageKeyOf(entry: string): string {
  const schema = JSON.parse(fs.readFileSync(path.join(storageDir, `${entry}.json`), 'utf8')) as { 'x-storage'?: { key?: string } };
  const key = schema['x-storage']?.key;
  if (!key) throw new Error(`schemas/storage/${entry}.json has no "x-storage" key`);
  return key;
}

/**
 * What a route's demo link needs in localStorage (its "demoStorage": entry name -> value), as the app writes it: the
 * value as JSON under the entry's key. A borrower reaches such a page with it (the complaint draft, the saved
 * repayment); without it the link would show the page's dead end.
 */
function demoLocalStorage(seeded: Record<string, unknown> | undefined, keyOf: (entry: string) => string): Record<string, string> | undefined {
  if (!seeded) return undefined;
  return Object.fromEntries(Object.entries(seeded).map(([entry, value]) => [keyOf(entry), JSON.stringify(value)]));
}

export function buildDemoList(
  borrowers: DemoBorrower[] = corpus.borrowers,
  table: RouteTable = routeTable,
  demoOrders: DemoOrders = loanDetailsCorpus,
  keyOf: (entry: string) => string = storageKeyOf,
): DemoList {
  const listed = borrowers.map((borrower) => ({ key: borrower.key, name: borrower.name, query: sessionQuery(borrower.session) }));
  const firstQuery = listed[0]?.query ?? '';
  // Only the routes a screen serves: the others (home, repayment…) are names the app links to, not pages here yet.
  const screens = Object.entries(table.routes).filter(([, entry]) => entry.screen !== undefined).map(([route, entry]) => {
    const extra = entry.demoQuery?.replace(/^[?&]/, '') ?? '';
    const query = [firstQuery, extra].filter(Boolean).join('&');
    const url = `${table.basePath}${entry.path}${query ? `?${query}` : ''}`;
    const localStorage = demoLocalStorage(entry.demoStorage, keyOf);
    return { route, title: entry.title, url, ...(localStorage && { localStorage }) };
  });
  const owner = listed.find((borrower) => borrower.key === demoOrders.borrower);
  const loanDetails = table.routes.loanDetailUrl;
  const orders =
    owner && loanDetails
      ? demoOrders.orders.map((order) => {
          const query = new URLSearchParams(owner.query);
          query.set('productId', order.productId);
          query.set('orderId', order.orderId);
          const status = order.response.orderStatus;
          return { key: order.key, status, title: `${loanDetails.title}: ${status} ${order.response.noticeStatusText} (${order.key})`, url: `${table.basePath}${loanDetails.path}?${query}` };
        })
      : [];
  return { borrowers: listed, screens, orders, promo: promoLinks(), staff: { token: demoStaffToken, endpoints: staffBasePath } };
}

/** /promo/?id=… with the partner query of the fixture corpus; a disabled template shows 'ended'. */
export function promoLinks(data: Pick<typeof promotionCorpus, 'templates' | 'demoVisit'> = promotionCorpus): DemoList['promo'] {
  return data.templates.map(({ enabled, template }) => {
    const query = new URLSearchParams({ id: template.id, ...data.demoVisit });
    return { id: template.id, title: `Promotion register page: ${template.title}${enabled ? '' : ' (ended)'}`, url: `/promo/?${query}`, running: enabled };
  });
}

/** The list as text for a terminal, every link absolute under origin (e.g. http://127.0.0.1:8080). */
export function formatDemoList(list: DemoList, origin: string, options: { devEndpoint: boolean }): string {
  const lines = ['Demo borrowers (session params for any call or page):'];
  for (const borrower of list.borrowers) lines.push(`  ${borrower.name} (${borrower.key}): ?${borrower.query}`);
  lines.push(`Screens (as ${list.borrowers[0]?.name ?? 'no borrower'}):`);
  for (const screen of list.screens) {
    const seeded = screen.localStorage ? ` (with localStorage ${Object.keys(screen.localStorage).join(', ')} as /dev/demo lists it; without, its dead end)` : '';
    lines.push(`  ${screen.title}: ${origin}${screen.url}${seeded}`);
  }
  if (list.orders.length > 0) lines.push('Orders, one in every status:');
  for (const order of list.orders) lines.push(`  ${order.title}: ${origin}${order.url}`);
  if (list.promo.length > 0) lines.push('Promotion register pages (no session; SMS codes at /dev/outbox):');
  for (const link of list.promo) lines.push(`  ${link.title}: ${origin}${link.url}`);
  lines.push(`Staff credential (publish, roll out, roll back at ${origin}${list.staff.endpoints}; STAFF_TOKEN replaces it): Authorization: Bearer ${list.staff.token}`);
  if (options.devEndpoint) lines.push(`This list as JSON: ${origin}/dev/demo`);
  return lines.join('\n');
}
