import type { FastifyInstance } from 'fastify';
import urlPolicy from '../../schemas/url-policy.json' with { type: 'json' };

// No 'unsafe-eval' and no 'unsafe-inline': the browser bundle uses precompiled validators and no inline
// script or style (DESIGN.md Decisions). data: and blob: images are the QR codes and upload previews; images from
// the hosts the URL policy allows are the server-supplied ones (customer service's answer to a complaint), which a
// page shows only after the policy has passed them.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: blob: ${urlPolicy.allowedHosts.map((host) => `https://${host}`).join(' ')}`,
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
