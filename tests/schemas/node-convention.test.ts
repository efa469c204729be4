// @vitest-environment jsdom
// The registry's convention, which `npm run gen` relies on to give each descriptor screen exactly its nodes
// (scripts/schema/screens.ts): node `collapsibleRows` is CollapsibleRowsNode, exported by
// renderers/nodes/collapsible-rows/collapsible-rows-node.tsx. The nodes import React and their CSS, hence jsdom.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodes } from '../../renderers/nodes.ts';
import { nodeModule } from '../../scripts/schema/screens.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the node registry (renderers/nodes.ts)', () => {
  it.each(Object.entries(nodes))('%s is the component its file exports by the convention', async (name, component) => {
    const { file, component: exported } = nodeModule(name);
    const module = (await import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    expect(module[exported], `${file} should export ${exported}`).toBe(component);
  });
});
