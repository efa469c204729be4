import { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { fields, keptRjsfFields, refusedRjsfNames, rjsfRegistry, templates } from '../../renderers/form-registry.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';
import { assertOnlyOurControls } from './our-controls.ts';

// Issue 22: every name in rjsf's default registry (its widgets, fields, templates and button templates) is either drawn
// by ours (renderers/form-registry.ts) or refused, with a reason, in refusedRjsfNames, which the schema checks refuse
// (core/schema-checks). A new rjsf version that adds a name fails here until it is mapped or refused.

const stock = getDefaultRegistry();
const stockButtons = stock.templates.ButtonTemplates as unknown as Record<string, unknown>;
const refused = new Set(Object.keys(refusedRjsfNames));

function verdict(name: string, ours: unknown, stockPart: unknown, keptReason?: string): string {
  const isRefused = refused.has(name);
  const isOurs = ours !== undefined && ours !== stockPart;
  if (isRefused && keptReason) return `${name}: both kept and refused`;
  if (isRefused) return 'refused';
  if (keptReason) return 'kept';
  return isOurs ? 'ours' : `${name}: neither mapped to ours nor refused`;
}

describe("rjsf's default registry", () => {
  const widgets = rjsfRegistry.widgets as Record<string, unknown>;
  const formTemplates = templates as unknown as Record<string, unknown>;
  const ourButtons = templates.ButtonTemplates as unknown as Record<string, unknown>;

  it.each(Object.keys(stock.widgets))('widget %s is ours or refused', (name) => {
    expect(verdict(name, widgets[name], stock.widgets[name])).toMatch(/^(ours|refused)$/);
  });

  it.each(Object.keys(stock.fields))('field %s is ours, kept as a dispatcher, or refused', (name) => {
    const kept = (keptRjsfFields as Record<string, string>)[name];
    const ours = (fields as Record<string, unknown>)[name];
    expect(verdict(name, ours, stock.fields[name], kept)).toMatch(/^(ours|kept|refused)$/);
  });

  it.each(Object.keys(stock.templates).filter((name) => name !== 'ButtonTemplates'))('template %s is ours or refused', (name) => {
    expect(verdict(name, formTemplates[name], (stock.templates as unknown as Record<string, unknown>)[name])).toMatch(/^(ours|refused)$/);
  });

  it.each(Object.keys(stockButtons))('button template %s is ours or refused', (name) => {
    expect(verdict(name, ourButtons[name], stockButtons[name])).toMatch(/^(ours|refused)$/);
  });

  it('refuses only names rjsf has, each with a reason, and a refused name draws the refusal, not the stock part', () => {
    const all = new Set([...Object.keys(stock.widgets), ...Object.keys(stock.fields), ...Object.keys(stock.templates)]);
    for (const [name, reason] of Object.entries(refusedRjsfNames)) {
      expect(all.has(name), name).toBe(true);
      expect(reason.length, name).toBeGreaterThan(10);
      const drawn = name.endsWith('Widget') ? widgets[name] : name.endsWith('Field') ? (rjsfRegistry.fields as Record<string, unknown>)[name] : (rjsfRegistry.templates as Record<string, unknown>)[name];
      expect(drawn, name).toBeDefined();
      expect(drawn, name).not.toBe((stock.widgets as Record<string, unknown>)[name] ?? (stock.fields as Record<string, unknown>)[name] ?? (stock.templates as unknown as Record<string, unknown>)[name]);
    }
  });
});

describe('forms that use the structural templates draw only our controls', () => {
  const validator = createCfworkerValidator();
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      list: { type: 'array', title: 'List', minItems: 1, items: { type: 'string' } },
      tuple: { type: 'array', title: 'Tuple', items: [{ type: 'string' }, { type: 'string' }], additionalItems: { type: 'string' } },
      choice: {
        title: 'Choice',
        oneOf: [
          { title: 'A', type: 'object', properties: { a: { type: 'string', title: 'A text' } } },
          { title: 'B', type: 'object', properties: { b: { type: 'string', title: 'B text' } } },
        ],
      },
      extras: { type: 'object', title: 'Extras', additionalProperties: { type: 'string' } },
    },
  };

  it('arrays, tuples, a oneOf chooser and additional properties', async () => {
    const { container } = render(
      <SchemaForm schema={schema} formData={{ list: ['x'], tuple: ['a', 'b', 'c'], extras: { nickname: 'Jo' } }} validator={validator} />,
    );
    await screen.findByRole('group', { name: 'Tuple' }, { timeout: 10_000 });
    await screen.findByRole('option', { name: 'B' }, { timeout: 10_000 });
    await screen.findByRole('group', { name: 'nickname' }, { timeout: 10_000 });
    await screen.findAllByRole('button', { name: /Remove item/ }, { timeout: 10_000 });
    assertOnlyOurControls(container);
  }, 30_000);
});
