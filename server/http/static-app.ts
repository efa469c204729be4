import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linkHostsMeta } from '../../core/link-hosts.ts';
import { routePageFile, servedRouteAt } from '../../core/routes.ts';
import { sitePageFile, sitePages } from '../../core/site-pages.ts';
import { allowInlineHashes, type InlineHashes } from './security-headers.ts';

// The built app (vite build -> distDir). Hashed assets never change under one name, so they are
// cached for a year (ready for a CDN); app.html is revalidated on every load so a deploy shows at once.

export const notBuiltMessage = 'The borrower app has not been built yet. Run `npm run build`, then reload this page.\n';

export interface BuiltAppOptions {
  /**
   * The deployment's allow-list of link hosts (config.ts), written into every HTML page as <meta name="link-hosts">
   * for the URL policy (core/link-hosts.ts); pages are sent as built when absent.
   */
  linkHosts?: readonly string[];
  /** The developer preview page at /testPreview: only where the /dev helpers are (demo mode, never production). */
  previewPage?: boolean;
}

export async function serveBuiltApp(app: FastifyInstance, distDir: string, options: BuiltAppOptions = {}): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    index: false,
    // Serves assets.br / assets.gz beside an asset when a build step wrote them; otherwise compression is on the fly.
    preCompressed: true,
    // The folder may appear after the server starts (a build in another terminal).
    suppressWarning: true,
  });

  const isFile = (file: string) =>
    stat(path.join(distDir, file)).then(
      (info) => info.isFile(),
      () => false,
    );
  // Read from disk per request (a build may land while the server runs); pages are small and revalidated anyway.
  const meta = options.linkHosts ? linkHostsMeta(options.linkHosts) : undefined;
  const sendPage = async (reply: FastifyReply, file: string) => {
    reply.header('cache-control', 'no-cache');
    if (meta === undefined || !file.endsWith('.html')) return reply.sendFile(file, distDir, { cacheControl: false });
    const html = await readFile(path.join(distDir, file), 'utf8');
    // Right after <head>: before any script of the page can ask the URL policy.
    const at = html.search(/<head[^>]*>/i);
    const end = at === -1 ? 0 : html.indexOf('>', at) + 1;
    return reply.type('text/html; charset=utf-8').send(`${html.slice(0, end)}${meta}${html.slice(end)}`);
  };
  const sendBuilt = async (reply: FastifyReply, file: string) => {
    if (await isFile(file)) return sendPage(reply, file);
    return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(notBuiltMessage);
  };
  const sendHtml = (file: string) => (_request: unknown, reply: FastifyReply) => sendBuilt(reply, file);
  // A prerendered page's inline styles and loader: their hashes as the build wrote them (scripts/inline-assets.ts),
  // for its CSP. Read per request, as the pages are: a build may land while the server runs.
  const inlineHashesOf = async (file: string): Promise<InlineHashes | undefined> => {
    try {
      const hashes = JSON.parse(await readFile(path.join(distDir, '.vite', 'inline-hashes.json'), 'utf8')) as Record<string, InlineHashes>;
      return hashes[file];
    } catch {
      return undefined;
    }
  };
  const sendPrerendered = async (reply: FastifyReply, file: string) => {
    const hashes = await inlineHashesOf(file);
    if (hashes) allowInlineHashes(reply, hashes);
    return sendBuilt(reply, file);
  };
  // A page the build wrote with inline styles or scripts: the site's pages, and the promotion page with its loader.
  const sendWithInlineHashes = (file: string) => (_request: unknown, reply: FastifyReply) => sendPrerendered(reply, file);
  // A served route's own page (its first paint drawn in, its files preloaded); app.html for any other path, and
  // for a route whose page an older build did not write.
  const sendAppHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = servedRouteAt(request.url.split('?')[0]!);
    const page = route ? routePageFile(route) : undefined;
    return page && (await isFile(page)) ? sendPrerendered(reply, page) : sendBuilt(reply, 'app.html');
  };
  app.get('/app', sendAppHtml);
  app.get('/app/*', sendAppHtml);
  // The promotion register page, its own entry (its loader inline: scripts/prerender-promo.ts); it routes in the hash
  // (#/downloadTemplate), so one path each.
  app.get('/promo', sendWithInlineHashes('promo.html'));
  app.get('/promo/', sendWithInlineHashes('promo.html'));
  // The public marketing site: each page prerendered whole (scripts/prerender-site.ts), at its path as the site
  // names it (/About) and in lower case; and the two files crawlers read.
  for (const page of sitePages) {
    for (const at of new Set([page.path, page.path.toLowerCase()])) app.get(at, sendWithInlineHashes(sitePageFile(page)));
  }
  app.get('/robots.txt', sendHtml('robots.txt'));
  app.get('/sitemap.xml', sendHtml('sitemap.xml'));
  if (options.previewPage) app.get('/testPreview', sendHtml('test-preview.html'));
}
