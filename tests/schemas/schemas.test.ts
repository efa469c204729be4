import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '../../scripts/check-schemas.ts';

// TEMPORARY until renderers/registry.ts lands: then import { widgetNames, nodeNames } from it.
const widgetNames = ['text'];
const nodeNames = ['heading', 'detailRows', 'linkRows', 'richText'];

const root = path.resolve(import.meta.dirname, '../..');

describe('schemas/', () => {
  it('has no problems: every file parses, every schema compiles, every name resolves', () => {
    const problems = checkSchemas({ root, registry: { widgets: widgetNames, nodes: nodeNames } });
    expect(problems.map(formatProblem).join('\n')).toBe('');
  });
});
