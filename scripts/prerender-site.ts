// The build's step for the public marketing site (prerenderSite(), a plugin in vite.config.ts): writes each page of
// the site (core/site-pages.ts: /, /About, /Policy, /Loan) as complete static HTML, drawn at build time from
// src/site/render.tsx, into the built index.html's frame, which names the site's stylesheet and its one small script.
// Then robots.txt and sitemap.xml. The pages ship no React (docs/decisions/011-static-marketing-site.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { siteOrigin, sitePageFile, sitePages, siteUrl, type SitePage } from '../core/site-pages.ts';
import site from '../schemas/content/site.json' with { type: 'json' };
import { inlineStylesheets, recordInlineHashes, type InlineHashes } from './inline-assets.ts';
import { buildForNode, escapeHtml } from './prerender.ts';

const placeholder = '<div id="site-page"></div>';

type RenderSitePage = (page: SitePage) => string;

/** The head of a page: its title and description, its canonical address and its Open Graph card. */
export function siteHead(page: SitePage): string {
  const url = siteUrl(page);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:locale', site.locale),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
  ].join('\n    ');
}

/** The built index.html as `page`: its head and its body drawn in. */
export function sitePageHtml(frame: string, page: SitePage, body: string): string {
  if (!frame.includes(placeholder)) throw new Error(`index.html has no ${placeholder} to draw the site into`);
  const styled = /<[^>]*\sstyle="[^"]*"/.exec(body);
  if (styled) throw new Error(`The site page ${page.path} has a style attribute, which the CSP refuses: ${styled[0].slice(0, 200)}`);
  return frame
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${siteHead(page)}`)
    .replace(placeholder, () => body);
}

/** Everything may be crawled but the borrower app's pages (which need a session) and the demo helpers. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Disallow: /app/', 'Disallow: /dev/', 'Disallow: /promo/', '', `Sitemap: ${new URL('/sitemap.xml', siteOrigin).href}`, ''].join('\n');
}

export function sitemapXml(): string {
  const urls = sitePages.map((page) => `  <url><loc>${escapeHtml(siteUrl(page))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

const rendererDir = path.resolve('node_modules/.cache/prerender-site');

/** Writes the site's pages, robots.txt and sitemap.xml into distDir (after `vite build`); returns the files written. */
export async function prerenderSite(distDir: string, render?: RenderSitePage): Promise<string[]> {
  // index.html is the frame as built, until the home page takes its place: kept aside, so a second run finds it.
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const framePath = path.join(distDir, '.vite', 'site-frame.html');
  if (built.includes(placeholder) || !existsSync(framePath)) writeFileSync(framePath, built);
  const frame = readFileSync(framePath, 'utf8');
  const draw = render ?? (await buildForNode<{ renderSitePage: RenderSitePage }>('src/site/render.tsx', rendererDir)).renderSitePage;
  const written: string[] = [];
  const inlineHashes: Record<string, InlineHashes> = {};
  for (const page of sitePages) {
    // Its stylesheet inline: Lighthouse counted it as render-blocking.
    const { html, hashes } = inlineStylesheets(sitePageHtml(frame, page, draw(page)), distDir);
    writeFileSync(path.join(distDir, sitePageFile(page)), html);
    inlineHashes[sitePageFile(page)] = { styles: hashes, scripts: [] };
    written.push(sitePageFile(page));
  }
  recordInlineHashes(distDir, inlineHashes);
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt());
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml());
  return [...written, 'robots.txt', 'sitemap.xml'];
}

/** Runs prerenderSite after a build that has the site (index.html) among its inputs, into that build's folder. */
export function prerenderSitePages(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'prerender-site',
    apply: 'build',
    configResolved(config) {
      const input = config.build.rollupOptions.input;
      const buildsSite = !config.build.ssr && typeof input === 'object' && !Array.isArray(input) && 'site' in input;
      outDir = buildsSite ? path.resolve(config.root, config.build.outDir) : undefined;
    },
    async closeBundle() {
      if (!outDir) return;
      const written = await prerenderSite(outDir);
      this.info(`prerendered the site: ${written.join(', ')}`);
    },
  };
}
