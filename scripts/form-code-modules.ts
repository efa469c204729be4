import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formCodeNames, type LazyRjsfField } from '../renderers/core/form-code.ts';
import type { Manifest } from './vite-manifest.ts';

// Where the code a bundled form draws at once but builds load apart is, as Vite's manifest keys it: read from the
// sources that import it lazily (renderers/form-registry.ts's widgets, the stand-in registry's rjsf fields), as
// check:compat reads the registry's names (scripts/schema/compat.ts readRegistry), since their React components do not
// load in Node. tests/unit/form-code-modules.test.ts holds what is read to what the registry draws lazily.

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Each lazily drawn registry widget's name -> the module its code is in (e.g. renderers/widgets/textarea/textarea-widget.tsx). */
export function lazyWidgetModules(root = repoRoot): Record<string, string> {
  const source = readFileSync(path.join(root, 'renderers/form-registry.ts'), 'utf8');
  const body = /export const widgets = \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (body === undefined) throw new Error("renderers/form-registry.ts: no 'export const widgets = {' to read the lazy widgets from");
  const entry = /^\s*(?:'([^']+)'|(\w+)): lazyWidget\(\(\) => import\('\.\/([^']+)'\)/gm;
  return Object.fromEntries([...body.matchAll(entry)].map((match) => [match[1] ?? match[2]!, `renderers/${match[3]!}`]));
}

/** rjsf's fields that the stand-in registry loads apart -> the module each is (under node_modules). */
export function lazyRjsfFieldModules(root = repoRoot): Record<LazyRjsfField, string> {
  const source = readFileSync(path.join(root, 'renderers/stand-ins/rjsf-default-registry.ts'), 'utf8');
  const modules = Object.fromEntries([...source.matchAll(/^export const (\w+) = lazyField\(\(\) => import\('([^']+)'\)\);$/gm)].map((match) => [match[1]!, `node_modules/${match[2]!}`]));
  for (const field of ['ArrayField', 'MultiSchemaField'] satisfies LazyRjsfField[]) {
    if (!modules[field]) throw new Error(`renderers/stand-ins/rjsf-default-registry.ts: no 'export const ${field} = lazyField(() => import('...'));' to read`);
  }
  return modules as Record<LazyRjsfField, string>;
}

/**
 * The manifest keys of what the bundled form schemas/forms/<form> draws at once but builds load apart: its lazily drawn
 * widgets and rjsf's fields for its arrays and choices. Throws for a key the build does not have, which would
 * otherwise leave the form's page a round trip slower without a word.
 */
export function formCodeImports(manifest: Manifest, form: string, root = repoRoot): string[] {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, 'schemas/forms', form, file), 'utf8'));
  const names = formCodeNames(read('schema.json'), read('ui-schema.json'));
  const widgetModules = lazyWidgetModules(root);
  const fieldModules = lazyRjsfFieldModules(root);
  const keys = [...names.widgets.flatMap((name) => widgetModules[name] ?? []), ...names.fields.map((field) => fieldModules[field])];
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`The build manifest has no ${missing.join(', ')}, which schemas/forms/${form} draws at once. Did a widget's module move?`);
  return [...new Set(keys)];
}
