// The build's step for the public marketing site (prerenderSite(), a plugin in vite.config.ts): writes each page of
// the site (core/site-pages.ts: /, /About, /Policy, /Loan) as complete static HTML, drawn at build time from
// src/site/render.tsx, into the built index.html's frame, which names the site's stylesheet and its one small script.
// Then robots.txt and sitemap.xml. The pages ship no React (docs/decisions/011-static-marketing-site.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { siteOrigin, sitePageFile, sitePages, siteUrl, type SitePage } from '../core/site-pages.ts';
import site from '../schemas/content/site.json' with { type: 'json' };
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

/** Where the build writes each site page's inline style hashes, which the server puts in that page's CSP. */
export const siteStyleHashesFile = path.join('.vite', 'site-style-hashes.json');

/** The CSP source of an inline <style>'s text: 'sha256-<base64>'. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The page with each of its built stylesheets (`<link rel="stylesheet" href="/assets/…">`) put inline as a <style>,
 * so its first paint waits for no second request (Lighthouse counted the stylesheet as render-blocking); returns the
 * page and the hashes of its styles, which its CSP allows (server/http/static-app.ts), never 'unsafe-inline'.
 */
export function inlineStylesheets(html: string, distDir: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(/<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file: string) => {
    const css = readFileSync(path.join(distDir, file), 'utf8').trim();
    if (css.includes('</')) throw new Error(`The stylesheet ${file} cannot go inline: it contains "</"`);
    hashes.push(styleHash(css));
    return `<style>${css}</style>`;
  });
  return { html: inlined, hashes };
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
  const styleHashes: Record<string, string[]> = {};
  for (const page of sitePages) {
    const { html, hashes } = inlineStylesheets(sitePageHtml(frame, page, draw(page)), distDir);
    writeFileSync(path.join(distDir, sitePageFile(page)), html);
    styleHashes[sitePageFile(page)] = hashes;
    written.push(sitePageFile(page));
  }
  writeFileSync(path.join(distDir, siteStyleHashesFile), `${JSON.stringify(styleHashes, null, 2)}\n`);
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
