import type { FastifyInstance } from 'fastify';
import urlPolicy from '../../schemas/url-policy.json' with { type: 'json' };

// No 'unsafe-eval' and no 'unsafe-inline': the browser bundle uses precompiled validators and no inline
// script or style (DESIGN.md Decisions). data: and blob: images are the QR codes and upload previews; images from
// the hosts the URL policy allows are the server-supplied ones (customer service's answer to a complaint), which a
// page shows only after the policy has passed them.
// The hosts are the deployment's allow-list (config.ts ALLOWED_LINK_HOSTS), schemas/url-policy.json's by default.
export function contentSecurityPolicyFor(allowedHosts: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${allowedHosts.map((host) => `https://${host}`).join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of a deployment that configures no hosts. */
export const contentSecurityPolicy = contentSecurityPolicyFor(urlPolicy.allowedHosts);

export function addSecurityHeaders(app: FastifyInstance, allowedHosts: readonly string[] = urlPolicy.allowedHosts): void {
  const policy = contentSecurityPolicyFor(allowedHosts);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', policy);
    // Session params ride in page URLs; no Referer may carry them to another host.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
