// The build's last step (prerenderPages(), a plugin in vite.config.ts): writes each served route's own page, dist/app/<path>.html, with the screen's first
// paint drawn into #root and the route's files preloaded, so a borrower on a slow network sees the screen as soon as
// the HTML arrives (its styles and its loader inline), before any JS has loaded. The JS then hydrates that markup
// (src/app/main.tsx). Why: docs/decisions/006-prerendered-first-paint.md and 017-inline-loader-and-styles.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { routePageFile, screenModule, servedRoutes, type RouteLoad, type ServedRoute } from '../core/routes.ts';
import { appEntry } from './budgets/budgets.ts';
import { jsonComments } from './budgets/bundle-plugins.ts';
import { inlineStylesheets, recordInlineHashes, sourceHash, type InlineHashes } from './inline-assets.ts';
import { buildManifest } from './publishing/build-manifest-plugin.ts';
import type { PageLoad } from '../src/app/page-loader.ts';
import { evaluationOrder, firstLoadFiles, type Manifest } from './vite-manifest.ts';
import { formCodeImports } from './form-code-modules.ts';

const emptyRoot = '<div id="root"></div>';
const apiSchemasDir = path.resolve(import.meta.dirname, '../schemas/api');

/** Text safe in HTML content and in a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page's "loads" as src/app/page-loader.ts sends them: each call's method and path from its schema, and a call that
 * takes no session (`"auth": "none"`, the promotion page's) marked to go without one, as the app sends it.
 */
export function pageLoads(page: { loads?: RouteLoad[] }): PageLoad[] {
  return (page.loads ?? []).map((load) => {
    const schema = JSON.parse(readFileSync(path.join(apiSchemasDir, `${load.call}.json`), 'utf8')) as { 'x-call': { method: PageLoad['method']; path: string; auth?: string } };
    const call = schema['x-call'];
    return {
      method: call.method,
      path: call.path,
      params: load.params,
      ...(load.pageAt !== undefined ? { pageAt: load.pageAt } : {}),
      ...(call.auth === 'none' ? { anonymous: true } : {}),
    };
  });
}

/** The validators the loads' answers are checked with (the envelope's and each call's), as manifest keys. */
export function loadValidators(loads: RouteLoad[] | undefined, manifest: Manifest): string[] {
  if (!loads?.length) return [];
  const keys = ['envelope', ...loads.map((load) => load.call)].map((name) => `generated/validators/api/${name}.js`);
  return keys.filter((key) => manifest[key]);
}

/**
 * The node modules the route's screen imports as soon as it runs: a descriptor screen's generated module
 * (generated/screens/<descriptor>.ts) starts the import of every data-bound node it names when it is evaluated, so
 * they are part of the first load. Preloaded with the rest, they arrive in the same round trip as the screen instead
 * of one after it (on 3G, a round trip is a third of a second or more).
 */
export function eagerNodeImports(manifest: Manifest, route: ServedRoute): string[] {
  return (manifest[screenModule(route)]?.dynamicImports ?? []).filter((key) => key.startsWith('renderers/nodes/') || isSharedNodeChunk(manifest, key));
}

/**
 * A node that other screens import statically sits in a shared chunk, keyed `_<name>-<hash>.js` and named after it
 * (the heading node, which loan details and the joint-login failure import lazily): it is still a node to preload.
 */
function isSharedNodeChunk(manifest: Manifest, key: string): boolean {
  return key.startsWith('_') && /-node$/.test(manifest[key]?.name ?? '');
}

/** The one early call a page drawn whole makes: the ask for a published version of its copy (issue 26). */
const publishedVersionLoad = 'publishing/published-version';

/**
 * Whether the route's first paint shows the borrower its content rather than a busy skeleton that waits for data (the
 * repayment instructions). Such a page loads the app after that paint (`data-paint-first`): there is nothing the
 * borrower waits for that the app would bring sooner, and on a cheap phone the app's evaluation would otherwise run
 * before the page is painted (measured: Lighthouse LCP 0.97 s and TBT 13 ms with the wait, 1.43 s and 194 ms without).
 * A page with a skeleton loads the app at once: its content comes only with the app.
 */
export function paintsContent(markup: string): boolean {
  return !/\saria-busy="true"/.test(markup);
}

/**
 * Whether the route's first paint is the whole page: nothing in it waits for data (no busy skeleton), nothing in it
 * needs the app to work (no control, no link the app would follow for the borrower), and its only early call asks
 * whether staff published a newer copy. Such a page (the legal pages) loads the app only when that call answers a
 * published version to draw; otherwise what was drawn is what the app would draw, and the phone downloads no JS for it.
 */
export function drawnWhole(route: ServedRoute, markup: string): boolean {
  const asksOnlyForPublished = (route.loads ?? []).every((load) => load.call === publishedVersionLoad);
  const needsTheApp = /<(?:a|button|input|select|textarea|form|details|dialog)\b|\srole="|\stabindex="/.test(markup);
  return asksOnlyForPublished && paintsContent(markup) && !needsTheApp;
}

/**
 * The app entry's chunk (`app` in vite.config.ts's inputs) as Vite names it: Vite hands resolveDependencies file names
 * only.
 */
const appEntryChunk = /^assets\/app-[\w-]+\.js$/;

/**
 * `build.modulePreload.resolveDependencies`: the app's entry lists no JS for what it imports. It imports the page's
 * own screen (src/app/screens.ts), whose files every served route's page already names (routePage's data-preload),
 * or at any other path the not-found page, whose few imports the entry has mostly loaded; so the list of every
 * screen's files was bytes each page downloaded and never read. Vite keeps the stylesheets listed whatever this
 * returns, and they are needed: a screen's CSS is added through that list.
 */
export function screenFilesLeftToPage(_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'js' && appEntryChunk.test(context.hostId) ? [] : deps;
}

/**
 * What a page built around the inline loader carries (`loaderPage`): what it loads first and what its first paint
 * needs that the build loads apart, as manifest keys; its early calls; and its drawn first paint.
 */
export interface LoaderPageSpec {
  /** What errors name the page by. */
  name: string;
  /** The page's title; the HTML's own when absent. */
  title?: string;
  /** Drawn into #root. */
  markup: string;
  /** The entry's manifest key, and every other key the page loads statically from the start. */
  firstLoad: string[];
  /** What its first paint needs that the build loads apart (a screen's nodes, a form's lazily drawn widgets). */
  eagerImports: string[];
  /** The calls it sends as its HTML is parsed (`pageLoads`). */
  loads: PageLoad[];
  /** Its first paint is its content: the app loads after that paint (`paintsContent`). */
  paintFirst: boolean;
  /** Its first paint is the whole page: the app loads only for a published copy (`drawnWhole`). */
  drawnWhole: boolean;
}

/**
 * An HTML entry of the build as a page around the inline loader: its drawn first paint, its stylesheets, and one small
 * script in place of the entry's, carried inline (`loader`, built by `buildInlineLoader` from
 * src/app/inline-loader.ts). Run as the HTML is parsed, it sends the page's first calls (its "loads") and imports the
 * entry and every file the page needs (the HTML names only the entry's, so the browser would learn of the rest round
 * trip by round trip). A page whose first paint is not its content names those files in its head, for the preload
 * scanner to fetch while the HTML is still arriving; a page whose first paint is its content (marked
 * `data-paint-first`) leaves them to the loader, after that paint; a page drawn whole (`data-drawn-whole`) loads the
 * app only for a published version of its copy. The stylesheets it links go inline after (`inlineStylesheets`), so
 * the first paint waits for nothing but the HTML.
 */
export function loaderPage(html: string, manifest: Manifest, page: LoaderPageSpec, loader: string): string {
  if (!html.includes(emptyRoot)) throw new Error(`The HTML of ${page.name} has no empty ${emptyRoot} to draw into`);
  const styled = /<[^>]*\sstyle="[^"]*"/.exec(page.markup);
  if (styled) {
    throw new Error(
      `The first paint of ${page.name} has a style attribute, which the CSP (style-src 'self') refuses in HTML: ${styled[0].slice(0, 200)}. ` +
        'Style it with a class (a *.module.css beside the component) instead.',
    );
  }
  if (/<\/script/i.test(loader)) throw new Error('The inline loader cannot go into a page: it contains "</script"');
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error(`The HTML of ${page.name} has no module script for its entry`);
  const files = firstLoadFiles(manifest, page.firstLoad);
  // The files its first paint needs that the build loads apart are fetched by the loader with the rest, their CSS too:
  // a stylesheet in the head would be inline bytes on every page that draws them only once their data is in, and one
  // left to their import is requested only once the app has run, a round trip late.
  const eagerStyles = firstLoadFiles(manifest, page.eagerImports).filter((file) => file.endsWith('.css') && !files.includes(file));
  // In the order they are evaluated: the loader imports them one by one (src/app/page-loader.ts).
  const modules = evaluationOrder(manifest, [...page.firstLoad, ...page.eagerImports]).filter((file) => `/${file}` !== entry);
  const scripts = [...modules, ...eagerStyles].map((file) => `/${file}`);
  const styles = files.filter((file) => file.endsWith('.css') && !html.includes(`/${file}"`)).map((file) => `/${file}`);
  const preloadLinks = page.paintFirst
    ? ''
    : [entry, ...scripts]
        .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`))
        .map((link) => `\n    ${link}`)
        .join('');
  const loaderScript =
    `<script data-loads="${escapeHtml(JSON.stringify(page.loads))}"` +
    ` data-app-entry="${entry}" data-preload="${scripts.join(' ')}"` +
    `${page.paintFirst ? ' data-paint-first' : ''}${page.drawnWhole ? ' data-drawn-whole' : ''}>${loader}</script>${preloadLinks}`;
  const titled = page.title === undefined ? html : html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return titled
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entryScript, () => loaderScript)
    .replace('</head>', () => {
      const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
      return `${links.map((link) => `  ${link}\n`).join('')}  </head>`;
    })
    .replace(emptyRoot, () => `<div id="root">${page.markup}</div>`);
}

/**
 * app.html as the route's page (`loaderPage`): its title and drawn screen; first the app's entry, the route's screen
 * and the validators its loads' answers are checked with (the answers arrive early, and are checked as soon as the app
 * has them); and, as what its first paint needs that the build loads apart, the nodes its screen imports as it runs and
 * the code its bundled form draws at once (its lazily drawn widgets, rjsf's array field).
 */
export function routePage(html: string, manifest: Manifest, route: ServedRoute, markup: string, loader: string): string {
  return loaderPage(
    html,
    manifest,
    {
      name: route.path,
      title: route.title,
      markup,
      firstLoad: [appEntry, screenModule(route), ...loadValidators(route.loads, manifest)],
      eagerImports: [...eagerNodeImports(manifest, route), ...(typeof route.form === 'string' ? formCodeImports(manifest, route.form) : [])],
      loads: pageLoads(route),
      paintFirst: paintsContent(markup),
      drawnWhole: drawnWhole(route, markup),
    },
    loader,
  );
}

type RenderScreen = (path: string) => Promise<string>;

// Kept after the run: a screen may start a lazy import() while drawing, which settles after the last page is written.
const rendererDir = path.resolve('node_modules/.cache/prerender');

/** Builds src/app/prerender.tsx for Node into outDir and loads it. */
export async function loadRenderer(outDir = rendererDir): Promise<RenderScreen> {
  const entry = await buildForNode<{ renderScreen: RenderScreen }>('src/app/prerender.tsx', outDir);
  return entry.renderScreen;
}

/** Builds a module that draws with React (and imports CSS modules, which Node cannot load) for Node, and loads it. */
export async function buildForNode<Module>(source: string, outDir: string): Promise<Module> {
  const name = path.basename(source).replace(/\.tsx?$/, '');
  await build({
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    // The same JSON modules as the client build, which drops their "$comment"s.
    plugins: [react(), jsonComments()],
    build: {
      ssr: path.resolve(source),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
    // Bundled whole: antd-mobile's modules import their CSS, which Node cannot load.
    ssr: { noExternal: true },
  });
  return (await import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href)) as Module;
}

/**
 * src/app/inline-loader.ts built on its own as one classic script, minified, for each page to carry inline: a module
 * of the build would be a file fetched a round trip after the HTML, and would share chunks with the app. It copies
 * the little of the app it uses (the request and session readers, 1 KB), which the app loads again.
 */
export async function buildInlineLoader(): Promise<string> {
  const built = await build({
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    // The same JSON modules as the client build, and the build's name its calls report (X-App-Build).
    plugins: [jsonComments(), buildManifest()],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: path.resolve(import.meta.dirname, '../src/app/inline-loader.ts'), output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`The inline loader built into ${chunks.length} chunks; it must be one script`);
  return chunks[0]!.code!.trim();
}

/**
 * Writes every served route's page into distDir (after `vite build`), its loader and styles inline and their hashes
 * recorded for its CSP; returns their paths inside it.
 */
export async function prerenderApp(distDir: string, renderScreen?: RenderScreen, loader?: string): Promise<string[]> {
  const html = readFileSync(path.join(distDir, 'app.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const render = renderScreen ?? (await loadRenderer());
  const loaderScript = loader ?? (await buildInlineLoader());
  const written: string[] = [];
  const inlineHashes: Record<string, InlineHashes> = {};
  for (const route of servedRoutes()) {
    const file = routePageFile(route);
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    const page = inlineStylesheets(routePage(html, manifest, route, await render(route.path), loaderScript), distDir, true);
    writeFileSync(path.join(distDir, file), page.html);
    inlineHashes[file] = { styles: page.hashes, scripts: [sourceHash(loaderScript)] };
    written.push(file);
  }
  recordInlineHashes(distDir, inlineHashes);
  return written;
}

/** Runs prerenderApp after a build of the borrower app (app.html among the inputs), into that build's folder. */
export function prerenderPages(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      const input = config.build.rollupOptions.input;
      const buildsApp = !config.build.ssr && typeof input === 'object' && !Array.isArray(input) && 'app' in input;
      outDir = buildsApp ? path.resolve(config.root, config.build.outDir) : undefined;
    },
    async closeBundle() {
      if (!outDir) return;
      const written = await prerenderApp(outDir);
      this.info(`prerendered ${written.length} pages`);
    },
  };
}
