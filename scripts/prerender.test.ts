import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import aboutUs from '../schemas/screens/about-us.json' with { type: 'json' };
import routeTable from '../schemas/routes.json' with { type: 'json' };
import { screenModule, servedRouteAt, type ServedRoute } from '../core/routes.ts';
import type { Manifest } from './vite-manifest.ts';
import contactKfInfo from '../schemas/api/customer-service/contact-kf-info.json' with { type: 'json' };
import publishedVersion from '../schemas/api/publishing/published-version.json' with { type: 'json' };
import { buildInlineLoader, drawnWhole, loadRenderer, pageLoads, paintsContent, routePage, screenFilesLeftToPage } from './prerender.ts';

const html =
  '<html><head><title>CashPeso</title><script type="module" crossorigin src="/assets/app.js"></script>\n  </head><body><div id="root"></div></body></html>';
const customerService = servedRouteAt(`${routeTable.basePath}${routeTable.routes.customerService.path}`)!;
const screen = `src/screens/${customerService.screen}.tsx`;
const manifest: Manifest = {
  'app.html': { file: 'assets/app.js', isEntry: true, imports: ['_framework.js'], dynamicImports: [screen] },
  '_framework.js': { file: 'assets/framework.js' },
  '_client.js': { file: 'assets/client.js', imports: ['_framework.js'] },
  '_dialogs.js': { file: 'assets/dialogs.js' },
  '_heading-node.js': { file: 'assets/heading-node.js', name: 'heading-node', imports: ['_framework.js'], css: ['assets/heading-node.css'] },
  'renderers/nodes/detail-rows/detail-rows-node.tsx': { file: 'assets/detail-rows-node.js', isDynamicEntry: true, imports: ['_list.js'], css: ['assets/detail-rows-node.css'] },
  '_list.js': { file: 'assets/list.js', css: ['assets/list.css'] },
  'src/screens/legal/about-us-screen.tsx': { file: 'assets/about-us.js', isDynamicEntry: true, imports: ['app.html'] },
  [screen]: { file: 'assets/customer-service.js', isDynamicEntry: true, imports: ['app.html', '_client.js'], dynamicImports: ['_dialogs.js', 'renderers/nodes/detail-rows/detail-rows-node.tsx', '_heading-node.js'], css: ['assets/customer-service.css'] },
};

// Stands for the built src/app/inline-loader.ts.
const loader = 'loadTheApp()';

describe("a route's page", () => {
  const page = routePage(html, manifest, customerService, '<h1>Customer service</h1>', loader);

  it("draws the screen into #root and names the page after the route's title", () => {
    expect(page).toContain('<div id="root"><h1>Customer service</h1></div>');
    expect(page).toContain(`<title>${customerService.title}</title>`);
  });

  it("carries the loader inline as its only script, which fetches the entry and the route's static chunks", () => {
    const script = /<script( [^>]*)>loadTheApp\(\)<\/script>/.exec(page);
    expect(script).not.toBeNull();
    expect(page.match(/<script\b/g)).toHaveLength(1);
    expect(script![1]!).toContain('data-app-entry="/assets/app.js"');
    const preload = /data-preload="([^"]*)"/.exec(script![1]!)![1]!.split(' ');
    // The screen's own chunks, and the data-bound nodes its generated module starts importing when it runs, with what
    // they import, a node in a chunk shared with other screens too; not a dynamic import that only an action or a
    // dialog starts.
    expect(preload.sort()).toEqual([
      '/assets/client.js',
      '/assets/customer-service.js',
      '/assets/detail-rows-node.css',
      '/assets/detail-rows-node.js',
      '/assets/framework.js',
      '/assets/heading-node.css',
      '/assets/heading-node.js',
      '/assets/list.css',
      '/assets/list.js',
    ]);
    // The loader imports the modules one by one in this order, so each comes after what it imports.
    const modules = /data-preload="([^"]*)"/.exec(script![1]!)![1]!.split(' ').filter((file) => file.endsWith('.js'));
    expect(modules).toEqual(['/assets/framework.js', '/assets/client.js', '/assets/customer-service.js', '/assets/list.js', '/assets/detail-rows-node.js', '/assets/heading-node.js']);
    // The app's entry is no longer a script of the page, and no app chunk is fetched before the first paint.
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/app.js">');
    expect(page).not.toMatch(/modulepreload[^>]*(framework|client|customer-service)\.js/);
  });

  it("links the route's CSS in the head, for the build to put inline", () => {
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/customer-service.css">');
    expect(page.indexOf('customer-service.css')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('dialogs.js');
    // A node's CSS is fetched by the loader with its module: never inline bytes for what shows only with the data.
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/detail-rows-node.css">');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/list.css">');
  });

  it("hands the loader the route's loads with each call's method and path", () => {
    const attribute = /data-loads="([^"]*)"/.exec(page)![1]!.replace(/&#34;/g, '"');
    expect(JSON.parse(attribute)).toEqual(pageLoads(customerService));
    // Its contact call, and its published descriptor (issue 26), each with its method and path from its call schema.
    expect(pageLoads(customerService)).toEqual([
      { method: contactKfInfo['x-call'].method, path: contactKfInfo['x-call'].path, params: customerService.loads![0]!.params },
      { method: publishedVersion['x-call'].method, path: publishedVersion['x-call'].path, params: { id: 'screens/customer-service' } },
    ]);
  });

  it('marks a call whose schema takes no session ("auth": "none", the promotion page\'s) to go without one', () => {
    const loads = pageLoads({ loads: [{ call: 'promotion/get-sid', params: {} }, ...customerService.loads!] });
    expect(loads.map((load) => load.anonymous === true)).toEqual([true, false, false]);
  });

  it('refuses markup with a style attribute, which the CSP would block, naming the route', () => {
    expect(() => routePage(html, manifest, customerService, '<div style="padding:16px">x</div>', loader)).toThrow(/customer-service.*style attribute.*module\.css/s);
  });

  it('escapes the title and takes $ in markup literally', () => {
    const route: ServedRoute = { ...customerService, title: 'Fees & <terms>' };
    const out = routePage(html, manifest, route, '<p>$& PHP 1,000</p>', loader);
    expect(out).toContain('<title>Fees &#38; &#60;terms&#62;</title>');
    expect(out).toContain('<p>$& PHP 1,000</p>');
  });
});

describe('a page whose first paint is its content, which loads the app after that paint', () => {
  const page = (route: ServedRoute, markup: string) => routePage(html, manifest, route, markup, loader);

  it('is marked so when nothing in its first paint waits for data', () => {
    const content = '<h1>How to repay</h1><button type="button">Copy</button>';
    expect(paintsContent(content)).toBe(true);
    expect(page(customerService, content)).toMatch(/<script [^>]*data-paint-first[^>]*>loadTheApp\(\)<\/script>/);
  });

  it('requests its files only from the loader, after that paint: none is named in its HTML', () => {
    const content = page(customerService, '<h1>Customer service</h1>');
    expect(content).not.toMatch(/<link rel="(?:module)?preload"/);
  });
});

describe('a page whose first paint is a busy skeleton, whose content comes only with the app', () => {
  const skeleton = '<div role="status" aria-busy="true"></div>';
  const page = routePage(html, manifest, customerService, skeleton, loader);

  it('loads the app at once', () => {
    expect(paintsContent(skeleton)).toBe(false);
    expect(page).not.toContain('data-paint-first');
  });

  it("names every file the route needs in its head, for the browser's preload scanner to fetch while the HTML arrives", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="(modulepreload|preload)"(?: as="style")? crossorigin href="([^"]+)">/g)].map((link) => link[2]);
    const listed = /data-preload="([^"]*)"/.exec(page)![1]!.split(' ');
    expect(preloaded).toEqual(['/assets/app.js', ...listed]);
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/list.css">');
    // The loader only imports them then (src/app/inline-loader.ts): it adds links only on a paint-first page.
    expect(page).not.toContain('data-paint-first');
  });
});

describe('a page that draws a bundled form at once ("form" names it in schemas/routes.json)', () => {
  const complaintNext = { ...servedRouteAt(`${routeTable.basePath}${routeTable.routes.complainPageNext.path}`)!, loads: [] };
  const complaintScreen = screenModule(complaintNext);
  const formManifest: Manifest = {
    ...manifest,
    [complaintScreen]: { file: 'assets/complaint-next.js', isDynamicEntry: true, imports: ['app.html'], dynamicImports: ['_form-registry.js'] },
    '_form-registry.js': {
      file: 'assets/form-registry.js',
      dynamicImports: ['renderers/widgets/textarea/textarea-widget.tsx', 'renderers/widgets/image-uploader/image-uploader-widget.tsx', 'renderers/widgets/date-time/date-widget.tsx'],
    },
    'renderers/widgets/textarea/textarea-widget.tsx': { file: 'assets/textarea.js', isDynamicEntry: true, imports: ['_framework.js'] },
    'renderers/widgets/image-uploader/image-uploader-widget.tsx': { file: 'assets/uploader.js', isDynamicEntry: true, css: ['assets/uploader.css'] },
    'renderers/widgets/date-time/date-widget.tsx': { file: 'assets/date.js', isDynamicEntry: true },
    'node_modules/@rjsf/core/lib/components/fields/ArrayField.js': { file: 'assets/array-field.js', isDynamicEntry: true },
  };
  const page = routePage(html, formManifest, complaintNext, '<div role="status" aria-busy="true"></div>', loader);

  it("names the code its form draws at once but builds load apart, with that code's CSS, and no other widget", () => {
    expect(complaintNext.form).toBe('complaint');
    const listed = /data-preload="([^"]*)"/.exec(page)![1]!.split(' ');
    expect(listed).toEqual(expect.arrayContaining(['/assets/textarea.js', '/assets/uploader.js', '/assets/uploader.css', '/assets/array-field.js']));
    expect(listed).not.toContain('/assets/date.js');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/textarea.js">');
  });

  it('names none of it on a page whose form the server sends', () => {
    const bankBinding = routePage(html, formManifest, { ...complaintNext, form: true }, '<div role="status" aria-busy="true"></div>', loader);
    expect(bankBinding).not.toContain('/assets/textarea.js');
    expect(bankBinding).not.toContain('/assets/array-field.js');
  });
});

describe('a page drawn whole, which loads the app only for a published copy', () => {
  const aboutUsRoute = servedRouteAt(`${routeTable.basePath}${routeTable.routes.aboutUs.path}`)!;
  const whole = '<h1>About us</h1><p>Who we are.</p>';

  it('is a page whose only early call asks for a published version, with nothing waiting and nothing to tap', () => {
    expect(aboutUsRoute.loads?.map((load) => load.call)).toEqual(['publishing/published-version']);
    expect(drawnWhole(aboutUsRoute, whole)).toBe(true);
    expect(routePage(html, manifest, aboutUsRoute, whole, loader)).toMatch(/<script [^>]*data-drawn-whole[^>]*>loadTheApp\(\)<\/script>/);
  });

  it('is not a page that waits for data, has a control or a link, or makes another early call', () => {
    for (const markup of [
      '<div role="status" aria-busy="true"></div>',
      `${whole}<button type="button">Copy</button>`,
      `${whole}<a href="/app/main">Home</a>`,
      `${whole}<input name="phone">`,
      `${whole}<div role="tab">One</div>`,
    ])
      expect(drawnWhole(aboutUsRoute, markup), markup).toBe(false);
    expect(drawnWhole(customerService, whole)).toBe(false);
    expect(page(customerService, whole)).not.toContain('data-drawn-whole');
  });

  const page = (route: ServedRoute, markup: string) => routePage(html, manifest, route, markup, loader);
});

describe('the prerender entry (built for Node, as the build runs it)', () => {
  let outDir: string;
  let renderScreen: (path: string) => Promise<string>;
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'prerender-test-'));
    renderScreen = await loadRenderer(outDir);
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("draws a static screen's whole descriptor, its lazy chunk resolved, as a page drawn whole", async () => {
    const markup = await renderScreen(routeTable.routes.aboutUs.path);
    expect(markup).toContain(aboutUs.nodes[0]!.text);
    expect(markup).toContain('Our mission');
    expect(markup).not.toMatch(/\sstyle="/);
    expect(drawnWhole(servedRouteAt(`${routeTable.basePath}${routeTable.routes.aboutUs.path}`)!, markup)).toBe(true);
  });

  it('draws the loading state for a screen whose content comes from a call', async () => {
    const markup = await renderScreen(routeTable.routes.customerService.path);
    expect(markup).toContain('aria-busy="true"');
  });

  it('draws the not-found state for a path no screen serves', async () => {
    expect(await renderScreen('/no-such-page')).toContain('role="alert"');
  });
});

describe("the app entry's preload list (build.modulePreload.resolveDependencies)", () => {
  const deps = ['assets/client-a1.js', 'assets/list-b2.js'];

  it("lists no JS for what the app's entry imports: the page names its screen's files itself", () => {
    expect(screenFilesLeftToPage('assets/customer-service-screen-c3.js', deps, { hostId: 'assets/app-Cg_1-x.js', hostType: 'js' })).toEqual([]);
  });

  it('keeps every other chunk\'s lazy imports listed, and the HTML entries\' preloads', () => {
    expect(screenFilesLeftToPage('assets/dialogs-d4.js', deps, { hostId: 'assets/loan-confirm-screen-e5.js', hostType: 'js' })).toEqual(deps);
    expect(screenFilesLeftToPage('assets/app-Cg_1-x.js', deps, { hostId: 'app.html', hostType: 'html' })).toEqual(deps);
    // A chunk whose name merely starts like the entry's is not the entry.
    expect(screenFilesLeftToPage('assets/x-f6.js', deps, { hostId: 'assets/application-form-g7.js', hostType: 'js' })).toEqual(deps);
  });
});

describe('the inline loader (src/app/inline-loader.ts, as the build makes it)', () => {
  it('is one classic script that can go inside a <script> element', async () => {
    const code = await buildInlineLoader();
    // No module syntax: a classic script runs as the parser reaches it, and one with an import would fetch a file.
    expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\s*[{*]|\bexport\s*\{/m);
    expect(code).not.toMatch(/<\/script/i);
    // It sends the early calls where the app's client takes them up, and imports the app's files by name.
    expect(code).toContain('cashpeso.earlyAnswers');
    expect(code).toContain('data-app-entry');
    expect(code).toMatch(/import\(\w+\)/);
  }, 60_000);
});
