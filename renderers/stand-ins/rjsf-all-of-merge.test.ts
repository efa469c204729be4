// When a form needs rjsf's allOf merge, which the form pages leave out and download the first time a form needs it
// (rjsf-all-of-merge.ts). That SchemaForm waits for it, in the build where the swap applies, is proven in the browser
// (tests/e2e/playground.spec.ts): vitest loads rjsf as Node does, without the build's swaps.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { needsAllOfMerge } from './rjsf-all-of-merge.ts';

const name: RJSFSchema = { type: 'object', properties: { givenName: { type: 'string', title: 'Given name' } } };
const withAllOf: RJSFSchema = {
  type: 'object',
  allOf: [name, { type: 'object', properties: { familyName: { type: 'string', title: 'Family name' } } }],
};

describe('needsAllOfMerge', () => {
  it('is true wherever rjsf may merge: an allOf or a patternProperties at any depth, or a draft 2019-09 or later', () => {
    expect(needsAllOfMerge(withAllOf)).toBe(true);
    expect(needsAllOfMerge({ definitions: { part: { allOf: [{ type: 'string' }] } }, properties: { a: { $ref: '#/definitions/part' } } })).toBe(true);
    expect(needsAllOfMerge({ type: 'object', properties: { list: { type: 'array', items: [{ patternProperties: { '^x': {} } }] } } })).toBe(true);
    expect(needsAllOfMerge({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' })).toBe(true);
    expect(needsAllOfMerge({ $schema: 'https://json-schema.org/draft/2019-09/schema#', type: 'object' })).toBe(true);
  });

  it('is false for a form that has none of them', () => {
    expect(needsAllOfMerge(name)).toBe(false);
    expect(needsAllOfMerge({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { pick: { oneOf: [{ const: 'a' }], enum: ['a'] } } })).toBe(false);
  });
});
