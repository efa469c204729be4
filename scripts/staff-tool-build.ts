import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

// A page for product staff (the schema playground, /dev/playground) built on its own, after the app's build, into
// the same folder. As an entry of the app's build it shared chunks with the borrower pages: rolldown re-cut the
// modules both use, and every borrower route's first load grew by 0.5 to 0.7 KB gzip for a page no borrower opens.
// Built apart, it shares nothing with them, and the budget check (which reads the app's manifest) never sees it.
export function staffToolBuild(html: string, plugins: () => PluginOption[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'staff-tool-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: plugins(),
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 4096,
          rollupOptions: { input: { [path.basename(html, '.html')]: path.join(root, html) } },
        },
      });
    },
  };
}
