// One module per screen descriptor (generated/screens/<descriptor>.ts): the descriptor and exactly the node
// components it names, so a screen loads its own nodes and no other. Rolldown places a module by which pages can
// reach it; when ScreenRenderer imported every node (renderers/nodes.ts), every descriptor screen loaded all of them
// (docs/decisions/005-bundle-strategy.md). The nodes are found by the registry's convention, which
// tests/schemas/node-convention.test.ts holds every registry node to:
//   "collapsibleRows" -> renderers/nodes/collapsible-rows/collapsible-rows-node.tsx, exporting CollapsibleRowsNode.
// A descriptor that binds data draws, before its data is there, only its frame: the leading nodes that bind nothing
// (ScreenRenderer with `whileLoading`, the prerendered first paint). The nodes only the rest names are imported
// lazily, the import starting when the module runs (renderers/lazy-node.ts), so they download in parallel with the
// screen's first call and stay out of the first load; ScreenRenderer holds the skeleton until they are there. A
// descriptor that binds nothing is drawn whole at build time, and keeps every node static so its prerendered HTML
// hydrates without suspending.
import fs from 'node:fs';
import path from 'node:path';
import { bindsData } from '../../renderers/core/binding.ts';
import { isObject, pointer } from './ajv.ts';
import type { Problem } from './problem.ts';
import type { SchemaFile } from './walk.ts';

export const NODES_DIR = 'renderers/nodes';

/** `collapsibleRows` -> `collapsible-rows`. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Where a node's component lives and what it is called, by the registry's convention. */
export function nodeModule(name: string): { file: string; component: string } {
  const kebab = kebabCase(name);
  return { file: `${NODES_DIR}/${kebab}/${kebab}-node.tsx`, component: `${name[0]!.toUpperCase()}${name.slice(1)}Node` };
}

/** Every "node" a descriptor names, at any depth, with the JSON Pointer of its first use, in order of first use. */
export function namedNodes(json: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, at: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i]));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        // The meta-schema keeps "node" for naming a node's renderer (as scripts/check-schemas.ts reads it).
        if (key === 'node' && typeof child === 'string' && !found.has(child)) found.set(child, pointer([...at, key]));
        visit(child, [...at, key]);
      }
    }
  };
  visit(json, []);
  return found;
}

/**
 * The nodes a descriptor's frame names (the leading top-level nodes that bind no data, drawn before the data is
 * there), or null when the descriptor binds nothing and is drawn whole without data.
 */
export function frameNodes(json: unknown): Set<string> | null {
  const list = isObject(json) && Array.isArray(json.nodes) ? (json.nodes as unknown[]) : [];
  const firstBound = list.findIndex(bindsData);
  if (firstBound === -1) return null;
  return new Set(namedNodes(list.slice(0, firstBound)).keys());
}

function exportsComponent(source: string, component: string): boolean {
  return new RegExp(`^export (function|const) ${component}\\b`, 'm').test(source);
}

/** `generated/screens/<path under schemas/screens>.ts` */
export function screenModulePath(rel: string): string {
  return `generated/screens/${rel.replace(/^screens\//, '').replace(/\.json$/, '')}.ts`;
}

/** The screen module of one descriptor, or the problems that keep it from being written (a node the registry lacks). */
export function screenModule(root: string, file: SchemaFile, header: string): { out: string; code: string } | { problems: Problem[] } {
  const out = screenModulePath(file.rel);
  const nodes = [...namedNodes(file.json)].map(([name, at]) => ({ name, at, ...nodeModule(name) }));
  const problems: Problem[] = [];
  for (const node of nodes) {
    const target = path.join(root, node.file);
    if (!/^[a-z][A-Za-z0-9]*$/.test(node.name) || !fs.existsSync(target)) {
      problems.push({
        file: file.file,
        path: node.at,
        message: `no node '${node.name}' in the registry: by its convention it would be ${node.file}, exporting ${node.component}, which does not exist`,
      });
    } else if (!exportsComponent(fs.readFileSync(target, 'utf8'), node.component)) {
      problems.push({
        file: file.file,
        path: node.at,
        message: `node '${node.name}': ${node.file} does not export ${node.component} (the registry's convention)`,
      });
    }
  }
  if (problems.length > 0) return { problems };

  const from = (to: string) => {
    const spec = path.posix.relative(path.posix.dirname(out), to);
    return spec.startsWith('.') ? spec : `./${spec}`;
  };
  const frame = frameNodes(file.json);
  const isLazy = (name: string) => frame !== null && !frame.has(name);
  const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  const eager = nodes.filter((node) => !isLazy(node.name)).sort(byFile);
  const lazy = nodes.filter((node) => isLazy(node.name)).sort(byFile);
  const lines = [
    header,
    '// The descriptor and exactly the nodes it names (scripts/schema/screens.ts): a screen loads no other node.',
    `import descriptor from '${from(file.file)}';`,
    ...(lazy.length > 0 ? [`import { lazyNode } from '${from('renderers/lazy-node.ts')}';`] : []),
    ...eager.map((node) => `import { ${node.component} } from '${from(node.file)}';`),
    '',
    'export { descriptor };',
    '',
    ...(lazy.length > 0
      ? [
          "// Drawn only once the data is there, so not in the first load: requested now, in parallel with the screen's",
          '// first call; ScreenRenderer holds the skeleton until they arrive.',
          ...lazy.map((node) => `const ${node.component} = lazyNode(import('${from(node.file)}').then((module) => module.${node.component}));`),
          '',
        ]
      : []),
    '/** The node components this descriptor names, by name: pass to ScreenRenderer as `nodes`. */',
    nodes.length === 0
      ? 'export const nodes = {};'
      : `export const nodes = {\n${nodes.map((node) => `  ${node.name}: ${node.component},`).join('\n')}\n};`,
    '',
  ];
  return { out, code: lines.join('\n') };
}
