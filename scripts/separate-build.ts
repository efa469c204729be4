import path from 'node:path';
import { build, type BuildEnvironmentOptions, type Plugin, type PluginOption } from 'vite';

// A page built on its own, after the app's build, into the same folder: the promotion register page, and the pages for
// product staff (the schema playground, /dev/playground; the insights, /staff/insights). As an entry of the app's
// build, a page shares chunks with the borrower routes: rolldown cuts every module both use into chunks of its own,
// and each borrower route's first load grew by 0.5 to 0.7 KB gzip for the playground, and by 1.0 to 1.2 KB for the
// promotion page (docs/decisions/005, addendum of 2026-12-03). Built apart, a page shares nothing with them. Its
// manifest, if it keeps one (`manifest`: the promotion page's, for scripts/prerender-promo.ts), is a file of its own:
// the app's (.vite/manifest.json) is what the app's prerender and the tests read. A build started with plugins of its
// own (a test's, building from a copy of schemas/) builds the page with them too.
export function separateBuild(html: string, plugins: () => PluginOption[], options: Pick<BuildEnvironmentOptions, 'rollupOptions' | 'assetsInlineLimit' | 'manifest'> = {}): Plugin {
  let root = '';
  let outDir = '';
  let callersPlugins: PluginOption[] = [];
  return {
    name: 'separate-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      callersPlugins = config.inlineConfig.plugins ?? [];
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [...callersPlugins, ...plugins()],
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 4096,
          ...options,
          rollupOptions: { ...options.rollupOptions, input: { [path.basename(html, '.html')]: path.join(root, html) } },
        },
      });
    },
  };
}
