import type { FastifyInstance } from 'fastify';
import { buildDemoList } from './demo-links.ts';

// Demo helpers for people trying the product locally. app.ts registers them only in demo mode outside
// production, so in production every /dev/* path is simply not found.
export function registerDevRoutes(app: FastifyInstance): void {
  app.get('/dev/demo', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return buildDemoList();
  });
}
