import type { FastifyInstance } from 'fastify';

// No 'unsafe-eval' and no 'unsafe-inline': the browser bundle uses precompiled validators and no inline
// script or style (DESIGN.md Decisions). data: and blob: images are the QR codes and upload previews.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy);
    // Session params ride in page URLs; no Referer may carry them to another host.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
