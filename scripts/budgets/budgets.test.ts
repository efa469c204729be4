import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { appEntry, budgetsKB, budgetTargets, type RouteTable } from './budgets.ts';
import { checkBudgets } from './check.ts';
import { firstLoadFiles, gzipKB, type Manifest } from './measure.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Bytes that gzip cannot shrink, so a file weighs what it is asked to. */
function incompressible(kb: number): Buffer {
  return randomBytes(Math.round(kb * 1024));
}

/** A fake build: a manifest plus its files in a temp folder. */
function fakeDist(manifest: Manifest, files: Record<string, Buffer | string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

const table: RouteTable = {
  basePath: '/app',
  routes: {
    plain: { path: '/plain', screen: 'plain/plain-screen' },
    form: { path: '/form', screen: 'form/form-screen', form: true },
    unserved: { path: '/later' },
  },
};

/** The app entry shares a chunk with the screens, lazy-loads a dialog, and each screen is a lazy chunk. */
function appManifest(): Manifest {
  return {
    [appEntry]: { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'], css: ['assets/app.css'], dynamicImports: ['src/screens/plain/plain-screen.tsx', 'src/screens/form/form-screen.tsx', 'src/dialog.tsx'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js', css: ['assets/deep.css'] },
    'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
    'src/screens/plain/plain-screen.tsx': { file: 'assets/plain.js', isDynamicEntry: true, imports: [appEntry, '_shared.js'] },
    'src/screens/form/form-screen.tsx': { file: 'assets/form.js', isDynamicEntry: true, imports: [appEntry, '_form-lib.js'], dynamicImports: ['src/dialog.tsx'] },
    '_form-lib.js': { file: 'assets/form-lib.js', css: ['assets/form-lib.css'] },
  };
}

function appFiles(sizes: Partial<Record<string, number>> = {}): Record<string, Buffer> {
  const files = ['assets/app.js', 'assets/app.css', 'assets/shared.js', 'assets/deep.js', 'assets/deep.css', 'assets/dialog.js', 'assets/plain.js', 'assets/form.js', 'assets/form-lib.js', 'assets/form-lib.css'];
  return Object.fromEntries(files.map((file) => [file, incompressible(sizes[file] ?? 1)]));
}

describe('first load', () => {
  it('follows static imports transitively and takes their CSS, but not dynamic imports', () => {
    expect(firstLoadFiles(appManifest(), [appEntry, 'src/screens/form/form-screen.tsx'])).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/deep.css',
      'assets/deep.js',
      'assets/form-lib.css',
      'assets/form-lib.js',
      'assets/form.js',
      'assets/shared.js',
    ]);
    expect(firstLoadFiles(appManifest(), [appEntry])).not.toContain('assets/dialog.js');
    expect(firstLoadFiles(appManifest(), [appEntry])).not.toContain('assets/plain.js');
  });

  it('fails loudly when a route names a module the build does not have', () => {
    expect(() => firstLoadFiles(appManifest(), ['src/screens/gone/gone-screen.tsx'])).toThrow(/no entry 'src\/screens\/gone\/gone-screen.tsx'/);
  });

  it('counts gzip -9 sizes', () => {
    const text = Buffer.from('a'.repeat(100_000));
    expect(gzipKB(text)).toBeLessThan(1);
    expect(gzipKB(incompressible(10))).toBeGreaterThan(10);
  });
});

describe('budget targets', () => {
  it('gives every served route of schemas/routes.json a target with the form or plain budget, and skips unserved ones', () => {
    const targets = budgetTargets({}, routeTable as RouteTable);
    const served = Object.values(routeTable.routes as Record<string, { screen?: string; form?: boolean }>).filter((route) => route.screen);
    expect(targets).toHaveLength(served.length);
    for (const route of served) {
      const target = targets.find((candidate) => candidate.modules[1] === `src/screens/${route.screen}.tsx`);
      expect(target?.budgetKB).toBe(route.form ? budgetsKB.formRoute : budgetsKB.route);
      expect(target?.modules[0]).toBe(appEntry);
    }
  });

  it('measures every page of the site at 30 KB, and every other entry (the promotion page) at the form budget', () => {
    const manifest: Manifest = {
      ...appManifest(),
      'index.html': { file: 'assets/site.js', isEntry: true },
      'promo.html': { file: 'assets/promo.js', isEntry: true },
    };
    const targets = budgetTargets(manifest, { basePath: '/app', routes: {} });
    expect(targets.map((target) => [target.name, target.budgetKB])).toEqual([
      ['site / (index.html)', 30],
      ['site /About (index.html)', 30],
      ['site /Policy (index.html)', 30],
      ['site /Loan (index.html)', 30],
      ['entry promo.html', 170],
    ]);
  });
});

describe('the budget check', () => {
  it('passes a build whose pages are under budget, and reports each page beside its budget', () => {
    const report = checkBudgets(fakeDist(appManifest(), appFiles({ 'assets/app.js': 60, 'assets/form-lib.js': 80 })), table);
    expect(report.ok).toBe(true);
    expect(report.rows.map((row) => [row.name, row.budgetKB])).toEqual([
      ['route plain /app/plain', 100],
      ['route form /app/form (form)', 170],
    ]);
    const plain = report.rows[0]!;
    // app.js 60 + app.css, shared, deep, deep.css, plain: 1 each; gzip adds a little to random bytes.
    expect(plain.kb).toBeGreaterThan(65);
    expect(plain.kb).toBeLessThan(67);
    expect(report.text).toMatch(/ok {4}route plain \/app\/plain +\d+\.\d KB \/ 100 KB/);
  });

  it('fails a build with one oversized page, and names it', () => {
    // 60 + 5 is fine for the plain route; the form route's library pushes it over 170.
    const report = checkBudgets(fakeDist(appManifest(), appFiles({ 'assets/app.js': 60, 'assets/form-lib.js': 110 })), table);
    expect(report.ok).toBe(false);
    expect(report.rows.find((row) => row.overBudget)?.name).toBe('route form /app/form (form)');
    expect(report.text).toMatch(/OVER {2}route form/);
    expect(report.text).toMatch(/1 over budget: route form/);
  });

  it('holds a page without a form to 100 KB even when the form route may have more', () => {
    const report = checkBudgets(fakeDist(appManifest(), appFiles({ 'assets/shared.js': 99 })), table);
    expect(report.rows.map((row) => row.overBudget)).toEqual([true, false]);
  });
});
