// @vitest-environment jsdom
// The registry imports the React widgets and antd-mobile (with its CSS), which only load in a browser-like environment.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fields, nodeNames, templates, widgetNames } from '../../renderers/registry.ts';
import { checkSchemas, formatProblem } from '../../scripts/check-schemas.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('schemas/', () => {
  it('has no problems: every file parses, every schema compiles, every name resolves', () => {
    const problems = checkSchemas({ root, registry: { widgets: widgetNames, nodes: nodeNames, fields: Object.keys(fields), templates: Object.keys(templates) } });
    expect(problems.map(formatProblem).join('\n')).toBe('');
  });
});
