import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineHashesFile, inlineStylesheets, recordInlineHashes, sourceHash } from './inline-assets.ts';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'inline-assets-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'assets', 'a.css'), '.a{color:red}\n');
  writeFileSync(path.join(distDir, 'assets', 'b.css'), '.b{color:blue}\n');
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const page = `<head><title>T</title>
<link rel="stylesheet" crossorigin href="/assets/a.css">
<link rel="stylesheet" crossorigin href="/assets/b.css">
</head><body></body>`;

describe('stylesheets put inline', () => {
  it('become one style, in their order, hashed as the browser hashes its text', () => {
    const { html, hashes } = inlineStylesheets(page, distDir);
    expect([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1])).toEqual(['.a{color:red}\n.b{color:blue}']);
    expect(html).not.toContain('<link');
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('.a{color:red}\n.b{color:blue}').digest('base64')}'`]);
  });

  it("leave each link in place, disabled, where the app's loader must find them linked", () => {
    const { html } = inlineStylesheets(page, distDir, true);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>');
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)!.every((link) => link.includes(' disabled'))).toBe(true);
  });

  it('refuse a stylesheet that would close the style element early', () => {
    writeFileSync(path.join(distDir, 'assets', 'b.css'), '.b::after{content:"</style><script>"}');
    expect(() => inlineStylesheets(page, distDir)).toThrow(/b\.css cannot go inline/);
  });

  it('leave a page without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', distDir)).toEqual({ html: '<head></head>', hashes: [] });
  });
});

describe("the build's record of inline hashes", () => {
  it("keeps each writer's pages: the app's and the site's are written apart", () => {
    recordInlineHashes(distDir, { 'app/a.html': { styles: [sourceHash('a')], scripts: [sourceHash('s')] } });
    recordInlineHashes(distDir, { 'index.html': { styles: [sourceHash('i')], scripts: [] } });
    const written = JSON.parse(readFileSync(path.join(distDir, inlineHashesFile), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(['app/a.html', 'index.html']);
    expect(written['app/a.html']).toEqual({ styles: [sourceHash('a')], scripts: [sourceHash('s')] });
  });
});
