// @vitest-environment jsdom
// The registry imports the React widgets and antd-mobile (with its CSS), which only load in a browser-like environment.
// `npm run check:compat` runs in node and reads the names from the registry's source instead (readRegistry); this
// holds that reading equal to the registry itself, so the check never resolves names against a stale list.
import { describe, expect, it } from 'vitest';
import { fields, nodeNames, templates, widgetNames } from '../../renderers/registry.ts';
import { readRegistry } from '../../scripts/schema/compat.ts';
import { repoRoot } from './temp-tree.ts';

describe('readRegistry', () => {
  it("reads the registry's widget, node, field and template names, as renderers/registry.ts lists them", () => {
    expect(readRegistry(repoRoot)).toEqual({ widgets: widgetNames, nodes: nodeNames, fields: Object.keys(fields), templates: Object.keys(templates) });
  });
});
