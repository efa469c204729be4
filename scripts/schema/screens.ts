// One module per screen descriptor (generated/screens/<descriptor>.ts): the descriptor and exactly the node
// components it names, so a screen loads its own nodes and no other. Rolldown places a module by which pages can
// reach it; when ScreenRenderer imported every node (renderers/nodes.ts), every descriptor screen loaded all of them
// (docs/decisions/005-bundle-strategy.md). The nodes are found by the registry's convention, which
// tests/schemas/node-convention.test.ts holds every registry node to:
//   "collapsibleRows" -> renderers/nodes/collapsible-rows/collapsible-rows-node.tsx, exporting CollapsibleRowsNode.
import fs from 'node:fs';
import path from 'node:path';
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
  const sorted = [...nodes].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const lines = [
    header,
    '// The descriptor and exactly the nodes it names (scripts/schema/screens.ts): a screen loads no other node.',
    `import descriptor from '${from(file.file)}';`,
    ...sorted.map((node) => `import { ${node.component} } from '${from(node.file)}';`),
    '',
    'export { descriptor };',
    '',
    '/** The node components this descriptor names, by name: pass to ScreenRenderer as `nodes`. */',
    nodes.length === 0
      ? 'export const nodes = {};'
      : `export const nodes = {\n${nodes.map((node) => `  ${node.name}: ${node.component},`).join('\n')}\n};`,
    '',
  ];
  return { out, code: lines.join('\n') };
}
