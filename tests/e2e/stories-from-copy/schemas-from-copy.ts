import path from 'node:path';
import type { Plugin } from 'vite';

/** A Vite plugin that takes every file under the repo's schemas/ from a copy instead (builds, and the stories' run). */
export function schemasFromCopy(repoRoot: string, copy: string): Plugin {
  const real = `${path.join(repoRoot, 'schemas')}${path.sep}`;
  return {
    name: 'schemas-from-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('schemas/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(real)) return null;
      return { ...resolved, id: path.join(copy, resolved.id.slice(real.length)) };
    },
  };
}
