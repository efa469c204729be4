import { describe, expect, it } from 'vitest';
import { edgeValue, fuzzCases, mutations, type JsonSchema } from './arbitrary-from-schema.ts';

const registry = new Map<string, JsonSchema>([
  [
    'shared.json',
    { definitions: { money: { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' }, node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/definitions/node' } } } } } },
  ],
]);

const order: JsonSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    amount: { $ref: 'shared.json#/definitions/money' },
    rows: { type: 'array', items: { type: 'object', properties: { text: { type: 'string', minLength: 1 } }, required: ['text'], additionalProperties: false } },
    tree: { $ref: 'shared.json#/definitions/node' },
    note: { type: 'string', maxLength: 5 },
  },
  required: ['status', 'amount', 'rows'],
  additionalProperties: false,
};

describe('arbitrary-from-schema', () => {
  const cases = fuzzCases(order, { registry, baseId: 'order.json', count: 400, seed: 1 });

  it('is the same for the same seed, and another for another', () => {
    expect(fuzzCases(order, { registry, baseId: 'order.json', count: 400, seed: 1 })).toEqual(cases);
    expect(fuzzCases(order, { registry, baseId: 'order.json', count: 400, seed: 2 })).not.toEqual(cases);
  });

  it('keeps edge answers within the schema: required fields, $refs across files, bounds', () => {
    const edges = cases.filter((one) => !one.mutation).map((one) => one.data as Record<string, unknown>);
    expect(edges.length).toBeGreaterThan(100);
    for (const data of edges) {
      expect(Object.keys(data)).toEqual(expect.arrayContaining(['status', 'amount', 'rows']));
      expect(data.amount).toMatch(/^[0-9]+\.[0-9]{2}$/);
      if (typeof data.note === 'string') expect([...data.note].length).toBeLessThanOrEqual(5);
    }
    // The edges: empty lists, long lists, optional fields left out, huge numbers.
    expect(edges.some((data) => (data.rows as unknown[]).length === 0)).toBe(true);
    expect(edges.some((data) => (data.rows as unknown[]).length >= 20)).toBe(true);
    expect(edges.some((data) => !('note' in data))).toBe(true);
    expect(edges.some((data) => (data.status as number) >= 1e15)).toBe(true);
    expect(edges.some((data) => data.amount === '0.00')).toBe(true);
    expect(edges.some((data) => (data.amount as string).length >= 15)).toBe(true);
  });

  it('makes every kind of mutation', () => {
    expect(new Set(cases.map((one) => one.mutation).filter(Boolean))).toEqual(new Set(mutations));
  });

  it('refuses a keyword it does not understand rather than ignore it', () => {
    expect(() => edgeValue({ type: 'object', patternProperties: {} } as JsonSchema, { registry, baseId: 'x.json' })).toThrow(/patternProperties/);
    expect(() => edgeValue({ $ref: 'missing.json' }, { registry, baseId: 'x.json' })).toThrow(/no schema missing.json/);
  });
});
