// The message catalog per module (docs/decisions/005-bundle-strategy.md, addendum 2026-11-25). schemas/messages/
// en.json stays the one catalog product staff edit, and core/messages.ts the one accessor; but a page loads only the
// texts of the modules it loads. Every page used to carry the whole catalog (4.6 KB gzip, growing with each screen).
//
// In the build of the app, each module gets, through an import of a virtual module placed before its own, the
// entries whose keys it names: as a quoted string ('complaint.detailEmpty', also in a JSON uiSchema), or by a
// template literal's fixed start (`error.${kind}` names every key that starts with 'error.'). The catalog itself
// loads as an empty object there, and the virtual modules add to it before the module that needs them runs. A key
// that is only ever built some other way would be missing in the build: message() then shows the key, and the
// browser tests, which run the build, see it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const catalogFile = path.join(repoRoot, 'schemas/messages/en.json');
const accessorFile = path.join(repoRoot, 'core/messages.ts');
const virtualPrefix = '\0messages:';

/** The catalog entries that `code` names: quoted keys, and every key under a template literal's fixed start. */
export function namedEntries(code: string, catalog: Readonly<Record<string, string>>): Record<string, string> {
  const prefixes = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1]!);
  const named: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalog)) {
    const quoted = code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``);
    if (quoted || prefixes.some((prefix) => key.startsWith(prefix))) named[key] = text;
  }
  return named;
}

/** Whether a module's own code is the app's (not a dependency's, not the catalog or its accessor). */
function isAppModule(id: string): boolean {
  const file = id.split('?')[0]!;
  return file.startsWith(repoRoot) && !file.includes('/node_modules/') && file !== catalogFile && file !== accessorFile && /\.(tsx?|json)$/.test(file);
}

export function splitMessageCatalog(): Plugin {
  let catalog: Record<string, string> = {};
  let active = false;
  const subsets = new Map<string, Record<string, string>>();
  return {
    name: 'split-message-catalog',
    apply: 'build',
    // After vite's own transforms: a JSON module is JavaScript by then, and TypeScript is too.
    enforce: 'post',
    configResolved(config) {
      // Only the client build of the pages: the prerender (Node) and Storybook keep the whole catalog.
      const input = config.build.rollupOptions.input;
      active = !config.build.ssr && typeof input === 'object' && !Array.isArray(input) && 'app' in input;
    },
    buildStart() {
      catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as Record<string, string>;
      subsets.clear();
    },
    resolveId(source) {
      return active && source.startsWith(virtualPrefix) ? source : null;
    },
    load(id) {
      if (!active) return null;
      // Still JSON (vite's JSON plugin turns it into a module after this): an empty catalog, filled by the modules.
      if (id === catalogFile) return '{}';
      if (!id.startsWith(virtualPrefix)) return null;
      const entries = subsets.get(id.slice(virtualPrefix.length)) ?? {};
      return `import { addMessages } from ${JSON.stringify(accessorFile)};\naddMessages(${JSON.stringify(entries)});\n`;
    },
    transform(code, id) {
      if (!active || !isAppModule(id)) return null;
      const entries = namedEntries(code, catalog);
      if (Object.keys(entries).length === 0) return null;
      // No extension in the id: one ending in .json would be taken for a JSON file by vite's JSON plugin.
      const name = path.relative(repoRoot, id.split('?')[0]!).replace(/[^\w/-]/g, '_');
      subsets.set(name, entries);
      return { code: `import ${JSON.stringify(virtualPrefix + name)};\n${code}`, map: null };
    },
  };
}
