import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdMobileImports, iconPrecision, jsonComments, preloadListsWithoutLoaded, routeTableReadByPages, swapModules } from './scripts/budgets/bundle-plugins.ts';
import { splitMessageCatalog } from './scripts/budgets/message-split.ts';
import { prerenderPages, screenFilesLeftToPage } from './scripts/prerender.ts';
import { prerenderSitePages } from './scripts/prerender-site.ts';
import { prerenderPromoPage, promoManifestFile } from './scripts/prerender-promo.ts';
import { separateBuild } from './scripts/separate-build.ts';
import { precompressAssets } from './scripts/precompress.ts';
import { buildManifest } from './scripts/publishing/build-manifest-plugin.ts';

const entry = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const bundlePlugins = () => [react(), antdMobileImports(), swapModules(), iconPrecision(), jsonComments(), routeTableReadByPages(), splitMessageCatalog()];
// Pictures are files, not data URLs in a module: a file is cached apart from the code and costs no first-load bytes
// when it is not drawn. A picture that is its page's largest paint is imported with `?inline` instead (loan details'
// status, repayment's tip): as a file it was asked for only once the data was drawn, a round trip after the content.
const assetsInlineLimit = (file: string) => (file.endsWith('.svg') ? false : undefined);
// A chunk or stylesheet is named by its hash alone: each page's chunks name one another in their imports and in
// Vite's preload lists (a data page loads 20-50 of them), and the names cost every app page 0.6-1.7 KB gzip
// (docs/decisions/005, addendum of 2026-12-03). rolldown names a shared chunk after whichever module it met first, so
// the names said little; the build manifest says what each file holds (tests/e2e/fixtures.ts, builtChunks). The
// entries keep theirs (app.html's is what scripts/prerender.ts knows the app's entry by), and so do pictures, each
// named once, where the name says what it shows.
const fileNames = {
  chunkFileNames: 'assets/[hash].js',
  assetFileNames: (asset: { names: string[] }) => (asset.names.every((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]'),
};
const preloadLists = preloadListsWithoutLoaded();

// Entries, each loading only what it needs: the borrower app (in the native WebView), the public marketing site
// (index.html: static pages and a small script, no React; docs/decisions/011-static-marketing-site.md) and the
// developer preview page (served only outside production); the promotion register page and the staff pages are built
// apart (below). The plugins keep weight out of every page's first load
// (docs/decisions/005-bundle-strategy.md); the last two draw each route's first paint into its own page
// (docs/decisions/006-prerendered-first-paint.md) and the site's pages.
export default defineConfig({
  plugins: [
    ...bundlePlugins(),
    preloadLists.plugin,
    prerenderPages(),
    prerenderSitePages(),
    buildManifest(),
    precompressAssets(),
    // The promotion register page (an ordinary phone browser, no session), built apart so that it shares no chunk with
    // a borrower route: as an entry of this build it cost every route 1.0-1.2 KB (scripts/separate-build.ts).
    // Its page then carries the inline loader, as a route's does (scripts/prerender-promo.ts).
    separateBuild('promo.html', () => [...bundlePlugins(), buildManifest({ write: false }), precompressAssets(), prerenderPromoPage()], {
      assetsInlineLimit,
      manifest: promoManifestFile,
      rollupOptions: { output: fileNames },
    }),
    // The schema playground (/dev/playground, outside production only: CodeMirror and the whole registry, for product
    // staff), and the insights page (/staff/insights: Chart.js charts of what borrowers do on each published version).
    separateBuild('playground.html', bundlePlugins),
    separateBuild('insights.html', bundlePlugins),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Android WebViews (Chrome 66+) and iOS 17+ preload modules natively; the polyfill would cost every page 0.5 KB.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, context) => screenFilesLeftToPage(file, preloadLists.notLoaded(deps, context.hostId), context),
    },
    assetsInlineLimit,
    rollupOptions: {
      input: {
        app: entry('app.html'),
        site: entry('index.html'),
        'test-preview': entry('test-preview.html'),
      },
      output: {
        ...fileNames,
        codeSplitting: {
          // What every page runs, in one chunk that stays cached across all of them, rather than the handful of
          // small shared chunks rolldown would cut between the two entries (each costs a request and compresses
          // worse on its own).
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/diving': 'http://127.0.0.1:8080',
      '/api': 'http://127.0.0.1:8080',
      '/dev': 'http://127.0.0.1:8080',
      // The playground's Publish, Roll out and Roll back (issue 26).
      '/staff': 'http://127.0.0.1:8080',
    },
  },
});
