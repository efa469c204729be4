import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createCfworkerValidator } from './cfworker-validator.ts';
import { drawableSchema } from './drawable-schema.ts';

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}): RJSFSchema =>
  ({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties, ...extra }) as RJSFSchema;

describe('drawableSchema', () => {
  it('returns the very schema when nothing needs rewording (a bundled form keeps matching its precompiled validator)', () => {
    const schema = form(
      { name: { type: 'string', title: 'Name' }, term: { type: 'integer', oneOf: [{ const: 14, title: '14 days' }] }, sms: { type: 'boolean' } },
      { required: ['name'], $defs: { a: { type: 'string' } } },
    );
    expect(drawableSchema(schema)).toBe(schema);
  });

  it('hands an anyOf of distinct consts over as a oneOf', () => {
    const anyOf = [{ const: 9, title: 'Morning' }, { const: 13, title: 'Lunch' }];
    const drawn = drawableSchema(form({ hour: { type: 'integer', anyOf } }));
    expect(drawn.properties?.hour).toEqual({ type: 'integer', oneOf: anyOf });
  });

  it('keeps an anyOf whose consts repeat, or whose alternatives are not all consts', () => {
    const repeated = form({ hour: { type: 'integer', anyOf: [{ const: 9 }, { const: 9, title: 'Again' }] } });
    const mixed = form({ hour: { type: 'integer', anyOf: [{ const: 9 }, { minimum: 20 }] } });
    expect(drawableSchema(repeated)).toBe(repeated);
    expect(drawableSchema(mixed)).toBe(mixed);
  });

  it('draws a oneOf of labelled consts with no type as the enum of their values, labelled by enumNames', () => {
    const drawn = drawableSchema(form({ product: { title: 'Loan', oneOf: [{ const: { amount: 5000 }, title: 'Small' }, { const: { amount: 9000 } }] } }));
    expect(drawn.properties?.product).toEqual({ title: 'Loan', enum: [{ amount: 5000 }, { amount: 9000 }], enumNames: ['Small', ''] });
  });

  it('writes a $ref relative to the form’s own $id as a local ref, and leaves refs to other documents', () => {
    const schema = form(
      { home: { $ref: 'home.json#/$defs/address' }, work: { $ref: 'https://forms.example.ph/forms/home.json#/$defs/address' }, other: { $ref: 'other.json#/x' } },
      { $id: 'https://forms.example.ph/forms/home.json', $defs: { address: { type: 'object', properties: { list: { type: 'array', items: { $ref: 'home.json' } } } } } },
    );
    const drawn = drawableSchema(schema);
    expect(drawn.properties).toEqual({ home: { $ref: '#/$defs/address' }, work: { $ref: '#/$defs/address' }, other: { $ref: 'other.json#/x' } });
    expect((drawn.$defs as Record<string, RJSFSchema>).address!.properties!.list).toEqual({ type: 'array', items: { $ref: '#' } });
    expect(schema.properties!.home).toEqual({ $ref: 'home.json#/$defs/address' });
  });

  it('gives a required boolean drawn by a switch or a checkbox the default false, and a yes/no choice none', () => {
    const drawn = drawableSchema(
      form(
        {
          autopay: { type: 'boolean' },
          optional: { type: 'boolean' },
          agree: { type: 'boolean', const: true },
          hasLoans: { type: 'boolean', oneOf: [{ const: true, title: 'Yes' }, { const: false, title: 'No' }] },
          nested: { type: 'object', required: ['on'], properties: { on: { type: 'boolean', title: 'On' } } },
        },
        { required: ['autopay', 'agree', 'hasLoans'] },
      ),
    );
    const properties = drawn.properties as Record<string, RJSFSchema>;
    expect(properties.autopay).toEqual({ type: 'boolean', default: false });
    expect(properties.optional).toEqual({ type: 'boolean' });
    expect(properties.agree).toEqual({ type: 'boolean', const: true });
    expect(properties.hasLoans!.default).toBeUndefined();
    expect(properties.nested!.properties!.on).toEqual({ type: 'boolean', title: 'On', default: false });
  });

  it('gives every value the verdict of the original', () => {
    const schema = form(
      {
        hour: { type: 'integer', anyOf: [{ const: 9 }, { const: 13 }] },
        product: { oneOf: [{ const: { amount: 5000 }, title: 'Small' }, { const: 'none' }] },
        home: { $ref: 'self.json#/$defs/zip' },
        autopay: { type: 'boolean' },
      },
      { $id: 'https://forms.example.ph/self.json', required: ['autopay'], $defs: { zip: { type: 'string', pattern: '^[0-9]{4}$' } } },
    );
    const drawn = drawableSchema(schema);
    const values = [
      { autopay: true },
      {},
      { autopay: false, hour: 9 },
      { autopay: false, hour: 10 },
      { autopay: false, product: { amount: 5000 } },
      { autopay: false, product: { amount: 5001 } },
      { autopay: false, product: 'none' },
      { autopay: false, home: '1100' },
      { autopay: false, home: '11' },
    ];
    const validator = createCfworkerValidator();
    const verdicts = (root: RJSFSchema) => values.map((value) => validator.isValid(root, value, root));
    expect(verdicts(drawn)).toEqual(verdicts(schema));
    expect(verdicts(schema)).toEqual([true, false, true, false, true, false, true, true, false]);
  });
});
