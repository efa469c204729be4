// What the prerendered pages carry inline rather than as files of their own (the app's route pages: their styles and
// their loader, scripts/prerender.ts; the site's pages: their styles, scripts/prerender-site.ts), and the hashes by
// which each page's CSP allows exactly that, never 'unsafe-inline'. Why: docs/decisions/017-inline-loader-and-styles.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the build writes, for each page file, the hashes of its inline styles and scripts: the server puts them in
 * that page's CSP (server/http/static-app.ts), and a CDN serving the build must send the same.
 */
export const inlineHashesFile = path.join('.vite', 'inline-hashes.json');

export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

/** The CSP source of an inline <style>'s or <script>'s text: 'sha256-<base64>'. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with its built stylesheets (`<link rel="stylesheet" href="/assets/…">`) as one <style> where the first
 * was, in their order, so its first paint waits for no second request; returns the page and the style's hash.
 *
 * `markLinked` leaves each stylesheet's link in place with `disabled`, which the browser never fetches: Vite's loader
 * links a lazy module's CSS unless a stylesheet link of that address is in the page, and would otherwise fetch the
 * styles the page already has, again, before the screen that needs them may draw.
 */
export function inlineStylesheets(html: string, distDir: string, markLinked = false): { html: string; hashes: string[] } {
  const files = [...html.matchAll(stylesheetLink)].map((match) => match[1]!);
  if (files.length === 0) return { html, hashes: [] };
  const css = files
    .map((file) => {
      const text = readFileSync(path.join(distDir, file), 'utf8').trim();
      if (text.includes('</')) throw new Error(`The stylesheet ${file} cannot go inline: it contains "</"`);
      return text;
    })
    .join('\n');
  let first = true;
  const inlined = html.replace(stylesheetLink, (_link, file: string) => {
    const marker = markLinked ? `<link rel="stylesheet" crossorigin href="/${file}" disabled>` : '';
    const style = first ? `<style>${css}</style>` : '';
    first = false;
    return `${style}${marker}`;
  });
  return { html: inlined, hashes: [sourceHash(css)] };
}

/** Adds these pages' hashes to what the build has written (the app's and the site's pages are written apart). */
export function recordInlineHashes(distDir: string, pages: Record<string, InlineHashes>): void {
  const file = path.join(distDir, inlineHashesFile);
  const written = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, InlineHashes>) : {};
  writeFileSync(file, `${JSON.stringify({ ...written, ...pages }, null, 2)}\n`);
}
