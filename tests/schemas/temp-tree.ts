// Throwaway repo trees for the schema tests: a few files under schemas/, plus node_modules and core links so generated
// validators that import ajv's runtime and the format checks can be loaded from the temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const made: string[] = [];

/** The real files the checks need in every tree: the descriptor meta-schema and the route table. */
export function realFile(rel: string): string {
  return fs.readFileSync(path.join(repoRoot, rel), 'utf8');
}

/**
 * The real route table without its "loads" and "demoStorage", which name call and storage schemas of the real tree
 * that a test tree lacks, and with a "form" that names a bundled form (which the tree lacks too) as a plain true.
 */
export function treeRouteTable(): { routes: Record<string, Record<string, unknown>> } {
  const table = JSON.parse(realFile('schemas/routes.json')) as { routes: Record<string, Record<string, unknown>> };
  for (const route of Object.values(table.routes)) {
    delete route.loads;
    delete route.demoStorage;
    if (typeof route.form === 'string') route.form = true;
  }
  return table;
}

/**
 * Writes `files` (path from the tree root -> JSON value, or raw text for a string) into a new temp folder.
 * The real descriptor meta-schema and route table are included unless `files` replaces them.
 */
export function makeTree(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-test-'));
  made.push(root);
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // A generated validator that checks a format imports the format checks from core/schema-checks/formats.ts.
  fs.symlinkSync(path.join(repoRoot, 'core'), path.join(root, 'core'), 'dir');
  const all: Record<string, unknown> = {
    'schemas/meta/screen-descriptor.json': realFile('schemas/meta/screen-descriptor.json'),
    'schemas/routes.json': JSON.stringify(treeRouteTable()),
    ...files,
  };
  for (const [rel, content] of Object.entries(all)) {
    const target = path.join(root, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return root;
}

export function removeTrees(): void {
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

/** A registry like renderers/registry.ts, for trees that do not depend on the real one. */
export const testRegistry = {
  widgets: ['text', 'money', 'citySelect'],
  nodes: ['heading', 'detailRows', 'linkRows', 'richText'],
};
