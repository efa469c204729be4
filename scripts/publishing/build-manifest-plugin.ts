import type { Plugin } from 'vite';
import { appBuildManifest } from './app-build-manifest.ts';

/** The build's name, as its pages report it in X-App-Build: import.meta.env.VITE_APP_BUILD. */
export const appBuildEnv = 'VITE_APP_BUILD';

// Writes what this build can draw beside its files (dist/build-manifest.json, issue 26). The server registers the
// manifest of the build it serves at start, and a release pipeline registers others (POST /staff/publishing/builds),
// so that a published form or screen that a build still in use cannot draw is refused. The build's name is also given
// to the pages' code, so that their calls can report it (`write: false` for a page built apart, scripts/separate-build.ts:
// the same name, the file written once).
export function buildManifest({ write = true } = {}): Plugin {
  let manifest: ReturnType<typeof appBuildManifest> | undefined;
  return {
    name: 'build-manifest',
    config(config) {
      manifest = appBuildManifest(config.root ?? process.cwd());
      return { define: { [`import.meta.env.${appBuildEnv}`]: JSON.stringify(manifest.build) } };
    },
    generateBundle() {
      if (!manifest || !write) return;
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
