import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { namedEntries } from '../../scripts/budgets/message-split.ts';

// Every text of the catalog is shown somewhere: product staff edit en.json, and a text no code names would be edited
// for nothing. A key counts as named by the rule that decides which texts a page's build carries
// (scripts/budgets/message-split.ts), so a key this test accepts is also one the pages get.

const root = path.resolve(import.meta.dirname, '../..');
const sources = globSync(['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts', 'schemas/**/*.json'], {
  cwd: root,
  ignore: ['**/*.test.*', 'schemas/messages/**'],
});

describe('the message catalog', () => {
  it('has no text that no code names', () => {
    const named = new Set<string>();
    for (const file of sources) for (const key of Object.keys(namedEntries(readFileSync(path.join(root, file), 'utf8'), catalog))) named.add(key);
    expect(sources.length).toBeGreaterThan(100);
    expect(Object.keys(catalog).filter((key) => !named.has(key))).toEqual([]);
  });
});
