// Vite plugins that keep weight out of the pages' first load (docs/decisions/005-bundle-strategy.md). Each one is
// a measured fix for one way a dependency dragged in code that no borrower's screen runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const repoRoot = path.resolve(import.meta.dirname, '../..');

// --- antd-mobile's barrel -------------------------------------------------------------------------------------

export interface Specifier {
  /** The module that defines the export, e.g. 'antd-mobile/es/components/button'. */
  from: string;
  /** Its name there: 'default' for a component. */
  imported: string;
}

/** Reads the barrel's `export { default as Button } from './components/button'` lines into name -> module. */
export function readBarrel(barrelSource: string): Map<string, Specifier> {
  const exports = new Map<string, Specifier>();
  for (const [, list, from] of barrelSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    for (const part of list!.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (imported) exports.set(local!, { from: `antd-mobile/es/${from}`, imported });
    }
  }
  return exports;
}

const barrelImport = /import\s*\{([^}]*)\}\s*from\s*(['"])antd-mobile\2;?/g;

/** Rewrites every named import from the barrel; null when the code has none. Throws on a name the barrel lacks. */
export function rewriteBarrelImports(code: string, barrel: Map<string, Specifier>, id = 'module'): string | null {
  let found = false;
  const rewritten = code.replace(barrelImport, (_statement, list: string) => {
    found = true;
    const lines = ["import 'antd-mobile/es/global';"];
    for (const part of list.split(',')) {
      const trimmed = part.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      const [name, local = name] = trimmed.split(/\s+as\s+/) as [string, string?];
      const specifier = barrel.get(name);
      if (!specifier) throw new Error(`${id} imports '${name}' from 'antd-mobile', which the barrel does not export.`);
      lines.push(
        specifier.imported === 'default'
          ? `import ${local} from '${specifier.from}';`
          : `import { ${specifier.imported} as ${local} } from '${specifier.from}';`,
      );
    }
    return lines.join('\n');
  });
  return found ? rewritten : null;
}

/**
 * Turns `import { Button, List } from 'antd-mobile'` into one import per component, as babel-plugin-import does for
 * antd. The barrel is marked as having side effects and re-exports reduceMotion, whose module imports
 * @react-spring/web, which declares no "sideEffects": false; so one barrel import put all of react-spring
 * (~25 KB gzip) and every component's CSS in the first load of every page. The barrel's one wanted side effect, the
 * theme's CSS variables (es/global), is imported explicitly instead.
 */
export function antdMobileImports(): Plugin {
  const barrel = readBarrel(readFileSync(path.join(packageDir('antd-mobile'), 'es/index.js'), 'utf8'));
  return {
    name: 'antd-mobile-imports',
    // Builds only: tests and the dev server keep the imports as written.
    apply: 'build',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: { include: 'antd-mobile' } },
      handler(code, id) {
        const rewritten = rewriteBarrelImports(code, barrel, id);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}

// --- Modules swapped for what we use of them -----------------------------------------------------------------

export interface Swap {
  /** The import as written, e.g. 'markdown-to-jsx/react'. */
  source: string;
  /** Only imports from files whose path contains this are swapped. */
  importedFrom: string;
  /** The absolute path of the module used instead. */
  replacement: string;
  /** Swapped in builds only: the unit tests keep the module as written (they check what the stand-in relies on). */
  buildOnly?: boolean;
}

export const swaps: Swap[] = [
  // antd-mobile's ConfigProvider defaults to the Chinese locale: ~1.5 KB gzip that no borrower reads, and an
  // imperative Toast or Dialog (drawn outside the app's ConfigProvider) would speak Chinese (STACK.md).
  {
    source: '../../locales/zh-CN',
    importedFrom: `antd-mobile${path.sep}es${path.sep}components${path.sep}config-provider`,
    replacement: path.join(packageDir('antd-mobile'), 'es/locales/en-US.js'),
  },
  // antd-mobile's English texts for every component, 1.1 KB gzip on every page, two thirds of them for components no
  // screen draws: the sections ours read (src/ui/antd-mobile-locale.ts, whose test holds it to them).
  {
    source: './base',
    importedFrom: `antd-mobile${path.sep}es${path.sep}locales${path.sep}`,
    replacement: path.join(repoRoot, 'src/ui/antd-mobile-locale.ts'),
  },
  // classnames, a UMD script that the bundler wraps for CommonJS, on every page through antd-mobile: the same rules as
  // an ES module (src/ui/class-names.ts, whose test holds it to the package's answers).
  {
    source: 'classnames',
    importedFrom: path.sep,
    replacement: path.join(repoRoot, 'src/ui/class-names.ts'),
  },
  // lodash's debounce and throttle, which ahooks' useThrottleFn and useDebounceFn bring (antd-mobile's Tabs): 1.2 KB
  // gzip with lodash's number parsing and global lookup, for the same timing rules (src/ui/debounce.ts).
  {
    source: 'lodash/debounce',
    importedFrom: `${path.sep}ahooks${path.sep}`,
    replacement: path.join(repoRoot, 'src/ui/debounce.ts'),
  },
  {
    source: 'lodash/throttle',
    importedFrom: `${path.sep}ahooks${path.sep}`,
    replacement: path.join(repoRoot, 'src/ui/throttle.ts'),
  },
  // react-is, which antd-mobile and rjsf ask what an element is: the three answers they ask for, 0.6 KB gzip less
  // (src/ui/react-is.ts).
  ...[`antd-mobile${path.sep}es${path.sep}`, `${path.sep}@rjsf${path.sep}utils${path.sep}`].map((importedFrom) => ({
    source: 'react-is',
    importedFrom,
    replacement: path.join(repoRoot, 'src/ui/react-is.ts'),
  })),
  // rjsf's markdown renderer, ~30 KB gzip that no form of ours uses (renderers/stand-ins/rjsf-markdown.tsx).
  {
    source: 'markdown-to-jsx/react',
    importedFrom: `${path.sep}@rjsf${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/rjsf-markdown.tsx'),
  },
  // A whole URI toolkit, ~7 KB gzip, of which rjsf calls two functions (renderers/stand-ins/rjsf-uri.ts).
  {
    source: 'fast-uri',
    importedFrom: `${path.sep}@rjsf${path.sep}utils${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/rjsf-uri.ts'),
  },
  // rjsf's allOf merge, @x0k/json-schema-merge: 4.5 KB gzip in every form page, and no bundled form has an allOf.
  // It downloads the first time a form needs it (renderers/stand-ins/rjsf-all-of-merge.ts).
  {
    source: './shallowAllOfMerge.js',
    importedFrom: `${path.sep}@rjsf${path.sep}utils${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/rjsf-all-of-merge.ts'),
  },
  // react-spring, 16.6 KB gzip, for the sliding line of antd-mobile's Tabs, drawn in a form page's first paint (bank
  // binding's card types): the few calls the Tabs make, done with CSS transitions (src/ui/tabs-spring.tsx).
  {
    source: '@react-spring/web',
    importedFrom: `antd-mobile${path.sep}es${path.sep}components${path.sep}tabs${path.sep}`,
    replacement: path.join(repoRoot, 'src/ui/tabs-spring.tsx'),
  },
  // antd-mobile's ImageUploader draws its own preview tiles with a spinner that pulses by react-spring and opens
  // ImageViewer (its gestures and its animated mask) on a tap: about 31 KB gzip in the first load of a form page with
  // an image field (the complaint form), none of it drawn, as our widget draws every tile and its own lazy viewer.
  {
    source: '../image-viewer',
    importedFrom: `antd-mobile${path.sep}es${path.sep}components${path.sep}image-uploader${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/antd-image-viewer.ts'),
  },
  {
    source: '../spin-loading',
    importedFrom: `antd-mobile${path.sep}es${path.sep}components${path.sep}image-uploader${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/antd-spin-loading.tsx'),
  },
  // rjsf's default registry: every stock widget and template, all drawn by ours, and the grid-layout fields we refuse,
  // ~9 KB gzip in every form page (renderers/stand-ins/rjsf-default-registry.ts). In builds only: the unit test that
  // holds our registry to every name rjsf has reads rjsf's own.
  ...['./getDefaultRegistry.js', '../getDefaultRegistry.js'].map((source) => ({
    source,
    importedFrom: `${path.sep}@rjsf${path.sep}core${path.sep}`,
    replacement: path.join(repoRoot, 'renderers/stand-ins/rjsf-default-registry.ts'),
    buildOnly: true,
  })),
  // ajv's character count for maxLength, a CommonJS module the bundler wraps, in a file of its own on every data page:
  // the same count as an ES module (core/schema-checks/ucs2length.ts, whose test holds it to ajv's).
  {
    source: 'ajv/dist/runtime/ucs2length.js',
    importedFrom: `${path.sep}generated${path.sep}validators${path.sep}`,
    replacement: path.join(repoRoot, 'core/schema-checks/ucs2length.ts'),
  },
  // Vite's preload helper, which every `import()` with dependencies calls: 0.9 KB gzip on every page, for options
  // this app does not use (src/platform/module-preload.ts). Asked for by Vite's own import analysis, hence any importer.
  {
    source: '\0vite/preload-helper.js',
    importedFrom: '',
    replacement: path.join(repoRoot, 'src/platform/module-preload.ts'),
    buildOnly: true,
  },
  // react-router's package exports name only its development build (warnings, dev checks) under every condition, so
  // the promotion page's HashRouter shipped it: 17.4 KB gzip against the production build's ~13.
  {
    source: 'react-router',
    importedFrom: path.sep,
    replacement: path.join(packageDir('react-router'), 'dist/production/index.mjs'),
  },
];

export function swapModules(list: Swap[] = swaps): Plugin {
  let building = false;
  return {
    name: 'swap-modules',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      const swap = list.find((candidate) => candidate.source === source && importer?.includes(candidate.importedFrom) && (building || !candidate.buildOnly));
      return swap ? swap.replacement : null;
    },
  };
}

// --- antd-mobile's icons ------------------------------------------------------------------------------------------

/** Decimals kept in an icon's path data: a 48-unit icon drawn at 16-24 px moves by under 0.01 px. */
export const iconDecimals = 2;

/** Rounds the numbers in every `d: "..."` of an icon module to `decimals`; null when nothing changes. */
export function roundPathData(code: string, decimals = iconDecimals): string | null {
  const scale = 10 ** decimals;
  const longNumber = new RegExp(`-?\\d*\\.\\d{${decimals + 1},}`, 'g');
  const rounded = code.replace(/\bd: "([^"]*)"/g, (_prop, path: string) => {
    const shorter = path.replace(longNumber, (number) => String(Math.round(Number(number) * scale) / scale));
    return `d: "${shorter}"`;
  });
  return rounded === code ? null : rounded;
}

/**
 * antd-mobile-icons are exported from a design tool with path coordinates to 6-8 decimals: NoticeBar's speaker was
 * 2.2 KB gzip on Loan details, CloseOutline 1.0 KB, List's arrow 0.8 KB. Two decimals draw the same pixels and cut
 * about a third of every icon in every page.
 */
export function iconPrecision(): Plugin {
  return {
    name: 'antd-mobile-icon-precision',
    apply: 'build',
    transform: {
      filter: { id: { include: /antd-mobile-icons[\\/]es[\\/]\w+\.js$/ }, code: { include: 'd: "' } },
      handler(code) {
        const rounded = roundPathData(code);
        return rounded === null ? null : { code: rounded, map: null };
      },
    },
  };
}


// --- comments in JSON modules ------------------------------------------------------------------------------------

/** The JSON text without any "$comment" key, at any depth; null when it has none (or does not parse). */
export function stripJsonComments(code: string): string | null {
  if (!code.includes('"$comment"')) return null;
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return null;
  }
  let dropped = false;
  const stripped = JSON.stringify(value, (key, child: unknown) => {
    if (key !== '$comment') return child;
    dropped = true;
    return undefined;
  });
  return dropped ? stripped : null;
}

/**
 * The files under schemas/ explain themselves to whoever edits them in "$comment" (the route table's 0.8 KB of it
 * was in every page's first load, beside the URL policy's). No code reads a "$comment" (JSON Schema keeps the key for
 * exactly that), so builds drop it from every JSON module under schemas/ before Vite turns the JSON into a module.
 * Only "$comment": "title" and "description" are read (a route's title, a form field's label). Not under
 * schemas/forms/: rjsf finds a form's precompiled validators by a hash of each subschema as `npm run gen` saw it.
 * scripts/prerender.ts builds with it too, so both builds see the same modules.
 */
export function jsonComments(): Plugin {
  return {
    name: 'strip-json-comments',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/]schemas[\\/].*\.json$/, exclude: /[\\/]schemas[\\/]forms[\\/]/ }, code: { include: '"$comment"' } },
      handler(code) {
        const stripped = stripJsonComments(code);
        return stripped === null ? null : { code: stripped, map: null };
      },
    },
  };
}

// --- the route table in the browser ------------------------------------------------------------------------------

/** What a page reads of a route (src/app/screens.ts, src/platform/navigation.ts, the screens' titles). */
const routeKeysRead = ['path', 'title', 'screen'];

/**
 * The route table with, for each route, only what a page reads; null when it does not parse. The rest ("loads",
 * "demoQuery", "demoStorage", "form") is read by the build, the server and the checks, which import the file itself;
 * a route page gets its loads written into it by the build (scripts/prerender.ts, src/app/page-loader.ts).
 */
export function routeTableForPages(code: string): string | null {
  let table: { routes?: Record<string, Record<string, unknown>> };
  try {
    table = JSON.parse(code) as typeof table;
  } catch {
    return null;
  }
  if (!table.routes) return null;
  const routes = Object.fromEntries(
    Object.entries(table.routes).map(([name, route]) => [name, Object.fromEntries(Object.entries(route).filter(([key]) => routeKeysRead.includes(key)))]),
  );
  return JSON.stringify({ ...table, routes });
}

/**
 * Every page downloads the route table (core/routes.ts), and most of it was the routes' first calls, which a page
 * never reads from there: 0.4 KB of every page's first load (issue 27). The browser builds keep what pages read.
 */
export function routeTableReadByPages(): Plugin {
  return {
    name: 'route-table-read-by-pages',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/]schemas[\\/]routes\.json$/ } },
      handler(code) {
        const kept = routeTableForPages(code);
        return kept === null ? null : { code: kept, map: null };
      },
    },
  };
}

// --- Vite's preload lists ------------------------------------------------------------------------------------------

/** What a chunk of the bundle statically imports, by file name: all the preload lists need to know of it. */
export type ChunkImports = Record<string, { imports?: readonly string[] } | undefined>;

/** Every file `host` imports statically, itself and through its imports: all loaded and run before `host` runs. */
export function loadedBefore(host: string, bundle: ChunkImports): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * A lazy import's preload list (`__vite__mapDeps`, the files Vite asks for beside the imported chunk so that they come
 * in one round trip) without the files its host chunk imports statically: those ran before the host did, so asking
 * for them again does nothing. Vite lists them all the same (the framework, the app's entry, the shared core, in every
 * lazy import of every chunk). Gives the `resolveDependencies` filter and the plugin that lets it see the bundle.
 */
export function preloadListsWithoutLoaded(): { plugin: Plugin; notLoaded: (deps: string[], host: string) => string[] } {
  let bundle: ChunkImports = {};
  return {
    plugin: {
      name: 'preload-lists-without-loaded',
      apply: 'build',
      // Before Vite's own generateBundle writes the lists, which is when it calls resolveDependencies.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as ChunkImports;
        },
      },
    },
    notLoaded: (deps, host) => {
      const loaded = loadedBefore(host, bundle);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
