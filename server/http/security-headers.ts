import type { FastifyInstance, FastifyReply } from 'fastify';
import urlPolicy from '../../schemas/url-policy.json' with { type: 'json' };

/** The hashes ('sha256-…') of a page's inline styles and scripts, as the build records them (.vite/inline-hashes.json). */
export interface InlineHashes {
  styles: readonly string[];
  scripts: readonly string[];
}

const noInline: InlineHashes = { styles: [], scripts: [] };

// No 'unsafe-eval' and no 'unsafe-inline': the browser bundle uses precompiled validators and no inline
// script or style (DESIGN.md Decisions). data: and blob: images are the QR codes and upload previews; images from
// the hosts the URL policy allows are the server-supplied ones (customer service's answer to a complaint), which a
// page shows only after the policy has passed them.
// The hosts are the deployment's allow-list (config.ts ALLOWED_LINK_HOSTS), schemas/url-policy.json's by default.
// A page with an inline <style> or <script> (a route's page: its styles and its loader; a site page: its styles;
// scripts/inline-assets.ts) names each one's hash, read from the build (allowInlineHashes), never 'unsafe-inline'.
export function contentSecurityPolicyFor(allowedHosts: readonly string[], inline: InlineHashes = noInline): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
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

const inlineHashesOf = new WeakMap<FastifyReply, InlineHashes>();

/** Lets this reply's page carry inline styles and scripts with these hashes ('sha256-…'); its CSP names them. */
export function allowInlineHashes(reply: FastifyReply, hashes: InlineHashes): void {
  if (hashes.styles.length > 0 || hashes.scripts.length > 0) inlineHashesOf.set(reply, hashes);
}

export function addSecurityHeaders(app: FastifyInstance, allowedHosts: readonly string[] = urlPolicy.allowedHosts): void {
  const policy = contentSecurityPolicyFor(allowedHosts);
  app.addHook('onSend', async (_request, reply, payload) => {
    const hashes = inlineHashesOf.get(reply);
    reply.header('content-security-policy', hashes ? contentSecurityPolicyFor(allowedHosts, hashes) : policy);
    // Session params ride in page URLs; no Referer may carry them to another host.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
