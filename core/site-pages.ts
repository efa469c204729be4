import site from '../schemas/content/site.json' with { type: 'json' };
import { normalPath } from './routes.ts';

// The public marketing site's pages (schemas/content/site.json), as the build, the server, the bundle budgets and
// the bench read them: one list, so a page added there is prerendered, served, measured and benchmarked with no
// other list to update.

export interface SitePage {
  /** The public path: /, /About, /Policy, /Loan. */
  path: string;
  /** The navigation item (and home page section) the page belongs to. */
  section: string;
  title: string;
  description: string;
}

export const siteOrigin = site.origin;

export const sitePages: readonly SitePage[] = site.pages;

/** The page's file inside the build folder: / -> index.html, /About -> about.html. */
export function sitePageFile(page: Pick<SitePage, 'path'>): string {
  return page.path === '/' ? 'index.html' : `${page.path.slice(1).toLowerCase()}.html`;
}

/** The page at a request path, ignoring case and a trailing slash (as the app's routes do). */
export function sitePageAt(pagePath: string): SitePage | undefined {
  const wanted = normalPath(pagePath);
  return sitePages.find((page) => normalPath(page.path) === wanted);
}

/** The page's published address, for canonical links, Open Graph and the sitemap. */
export function siteUrl(page: Pick<SitePage, 'path'>): string {
  return new URL(page.path, siteOrigin).href;
}
