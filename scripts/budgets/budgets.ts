// Bundle budgets (issues 6 and 27): what each page may download, gzip -9, counted in a real browser
// (downloads.ts): its first load (what it fetches on slow or metered data, until the network is quiet) and in all
// (on fast data, its idle prefetch included). Borrowers use sub-$100 Android phones on prepaid data; the pages come
// from schemas/routes.json, /dev/demo and core/site-pages.ts, so every page that exists is checked, with no list here
// to keep up to date.
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { sitePages } from '../../core/site-pages.ts';

export interface Budget {
  /** KB a page may download before the network is quiet, with nothing fetched on spec. */
  first: number;
  /** KB a page may download in all, its idle prefetch on fast data included. */
  all: number;
}

export const budgetsKB = {
  /** A borrower route without a form. */
  route: { first: 90, all: 100 },
  /** A borrower route whose first paint includes a form ("form" in schemas/routes.json: true, or the bundled form's name). */
  formRoute: { first: 160, all: 170 },
  /** Each page of the public marketing site: static HTML and a small script, no React. */
  site: { first: 30, all: 30 },
  /** The promotion register page: a form page. */
  promo: { first: 160, all: 170 },
} as const satisfies Record<string, Budget>;

/**
 * A page that misses the budgets above is held here to what it downloads, a ratchet while the work to bring it within
 * goes on: past its ceiling it fails, and once within the budgets it fails too, so that it is taken off. None misses
 * since React 18 (docs/decisions/018-react-18.md), which took 22 KB off every page, and since the complaint form, opened
 * as a borrower reaches it (its route's demoStorage), no longer loads the image viewer and react-spring first: keep it so.
 */
export const knownMissesKB: Record<string, Budget> = {};

export interface RouteEntry {
  path: string;
  screen?: string;
  form?: boolean | string;
}

export interface RouteTable {
  basePath: string;
  routes: Record<string, RouteEntry>;
}

/** The borrower app's entry in the manifest. */
export const appEntry = 'app.html';

/** A page the check opens, with the path and query it is opened at. */
export interface BudgetPage {
  name: string;
  url: string;
  budget: Budget;
  /** A page that misses its budget today is held to this instead (knownMissesKB). */
  ceiling?: Budget;
  /** What a borrower arrives at the page with in localStorage (its route's demoStorage, as /dev/demo lists it). */
  localStorage?: Readonly<Record<string, string>>;
}

function withCeiling(page: BudgetPage, key: string): BudgetPage {
  const ceiling = knownMissesKB[key];
  return ceiling ? { ...page, ceiling } : page;
}

/** What /dev/demo lists (server/http/dev-routes), as far as the check reads it. */
export interface DemoList {
  screens: { route: string; url: string; localStorage?: Readonly<Record<string, string>> }[];
  promo: { url: string }[];
}

/**
 * One page per served route of the borrower app (opened at the URL /dev/demo gives it, with the localStorage it lists,
 * so that it draws real data and not a dead end),
 * one per page of the site, and the promotion page. A served route that /dev/demo does not list fails loudly.
 */
export function budgetPages(demo: DemoList, table: RouteTable = routeTable): BudgetPage[] {
  const pages: BudgetPage[] = [];
  for (const [name, route] of Object.entries(table.routes)) {
    if (!route.screen) continue;
    const listed = demo.screens.find((screen) => screen.route === name);
    if (!listed) throw new Error(`/dev/demo lists no page of route '${name}', so its downloads cannot be measured.`);
    const page = { name: `route ${name} ${table.basePath}${route.path}${route.form ? ' (form)' : ''}`, url: listed.url, budget: route.form ? budgetsKB.formRoute : budgetsKB.route };
    pages.push(withCeiling({ ...page, ...(listed.localStorage && { localStorage: listed.localStorage }) }, `route ${name}`));
  }
  for (const page of sitePages) pages.push({ name: `site ${page.path}`, url: page.path, budget: budgetsKB.site });
  const promo = demo.promo[0];
  if (promo) pages.push(withCeiling({ name: 'promo /promo/', url: promo.url, budget: budgetsKB.promo }, 'promo'));
  return pages;
}
