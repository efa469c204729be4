// The promotion register page (promo.html, built apart from the app: scripts/separate-build.ts) as a route's page is
// built (scripts/prerender.ts loaderPage): its styles and the inline loader in place of its entry's script. The loader
// sends the calls the register screen makes as it opens (schemas/promo-page.json "loads", without session params: their
// schemas say "auth": "none") as the HTML is parsed, and the head names every file the page needs, the code its form
// draws at once but the build loads apart too (the captcha and SMS-code widgets). Visitors arrive from an ad, on
// prepaid data: over 3G with a 4x CPU the page asked for its template and sid only once its JS had run, and for its
// form's widgets only once those had answered, two round trips of 0.6 s each (docs/decisions/017, addendum of
// 2026-12-07). Its root holds the loading state its register page draws first (src/promo/first-paint.tsx), which the
// entry renders over.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import promoPageJson from '../schemas/promo-page.json' with { type: 'json' };
import type { RouteLoad } from '../core/routes.ts';
import { formCodeImports } from './form-code-modules.ts';
import { inlineStylesheets, recordInlineHashes, sourceHash } from './inline-assets.ts';
import { buildForNode, buildInlineLoader, loadValidators, loaderPage, pageLoads } from './prerender.ts';
import type { Manifest } from './vite-manifest.ts';

/** The promotion page's own build manifest (the app's is .vite/manifest.json), which the separate build writes. */
export const promoManifestFile = '.vite/promo-manifest.json';
const pageFile = 'promo.html';
// Checked by the schema checks (scripts/check-schemas.ts promoPageProblems) as a route's loads are.
const promoPage = promoPageJson as { form: string; loads: RouteLoad[] };

// Its own folder: the app's prerender (scripts/prerender.ts) builds its renderer at the same time.
const rendererDir = path.resolve('node_modules/.cache/prerender-promo');

/** src/promo/first-paint.tsx built for Node: the page's first paint as HTML. */
async function drawFirstPaint(): Promise<string> {
  const entry = await buildForNode<{ renderFirstPaint: () => string }>('src/promo/first-paint.tsx', rendererDir);
  return entry.renderFirstPaint();
}

/** promo.html in `distDir` (after its build) around the inline loader, its styles inline and their hashes recorded. */
export async function prerenderPromo(distDir: string): Promise<void> {
  const html = readFileSync(path.join(distDir, pageFile), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, promoManifestFile), 'utf8')) as Manifest;
  const loaderScript = await buildInlineLoader();
  const markup = await drawFirstPaint();
  const built = loaderPage(
    html,
    manifest,
    {
      name: pageFile,
      markup,
      firstLoad: [pageFile, ...loadValidators(promoPage.loads, manifest)],
      eagerImports: formCodeImports(manifest, promoPage.form),
      loads: pageLoads(promoPage),
      paintFirst: false,
      drawnWhole: false,
    },
    loaderScript,
  );
  const inlined = inlineStylesheets(built, distDir, true);
  writeFileSync(path.join(distDir, pageFile), inlined.html);
  recordInlineHashes(distDir, { [pageFile]: { styles: inlined.hashes, scripts: [sourceHash(loaderScript)] } });
}

/** Runs prerenderPromo after the promotion page's build, into that build's folder. */
export function prerenderPromoPage(): Plugin {
  let outDir = '';
  return {
    name: 'prerender-promo-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPromo(outDir);
    },
  };
}
