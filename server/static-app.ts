import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withRoutePreloads } from './route-preload.ts';
import type { Manifest } from './vite-manifest.ts';

// The built app (vite build -> distDir). Hashed assets never change under one name, so they are
// cached for a year (ready for a CDN); app.html is revalidated on every load so a deploy shows at once.

export const notBuiltMessage = 'The borrower app has not been built yet. Run `npm run build`, then reload this page.\n';

export async function serveBuiltApp(app: FastifyInstance, distDir: string): Promise<void> {
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

  const sendHtml = (name: string) => async (_request: unknown, reply: FastifyReply) => {
    const file = path.join(distDir, name);
    const built = await stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(notBuiltMessage);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(name, distDir, { cacheControl: false });
  };
  // Every path under /app is the same page, which picks its screen by path; each route's HTML also preloads that
  // screen's files. Read per request (a build may land while the server runs); it is small and revalidated anyway.
  const sendAppHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const [html, manifestText] = await Promise.all([
      readFile(path.join(distDir, 'app.html'), 'utf8').catch(() => undefined),
      readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}'),
    ]);
    if (html === undefined) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(notBuiltMessage);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(withRoutePreloads(html, JSON.parse(manifestText) as Manifest, request.url.split('?')[0]!));
  };
  app.get('/app', sendAppHtml);
  app.get('/app/*', sendAppHtml);
  // The promotion register page, its own entry; it routes in the hash (#/downloadTemplate), so one path each.
  app.get('/promo', sendHtml('promo.html'));
  app.get('/promo/', sendHtml('promo.html'));
}
