import { describe, expect, it } from 'vitest';
import { CASCADE_SEPARATOR, cascadeLeafValues, joinCascadePath, splitCascadeValue } from './cascade-value.ts';

describe('cascade values', () => {
  it.each([
    { path: ['NCR', 'Metro Manila', 'Makati'], value: 'NCR/Metro Manila/Makati' },
    { path: ['Region IV-A', 'Laguna', 'Biñan'], value: 'Region IV-A/Laguna/Biñan' },
    { path: [], value: '' },
  ])('joins $path to "$value" and splits it back', ({ path, value }) => {
    expect(joinCascadePath(path)).toBe(value);
    expect(splitCascadeValue(value)).toEqual(path);
  });

  it('the separator is the one the schema forbids inside option values', () => {
    expect(CASCADE_SEPARATOR).toBe('/');
  });

  it('lists every root-to-leaf path, at any depth, and treats empty children as a leaf', () => {
    expect(
      cascadeLeafValues([
        { label: 'NCR', value: 'NCR', children: [{ label: 'Metro Manila', value: 'MM', children: [{ label: 'Pasig', value: 'Pasig' }] }] },
        { label: 'Region VII', value: 'VII', children: [{ label: 'Bohol', value: 'Bohol', children: [] }] },
        { label: 'Abroad', value: 'Abroad' },
      ]),
    ).toEqual(['NCR/MM/Pasig', 'VII/Bohol', 'Abroad']);
    expect(cascadeLeafValues([])).toEqual([]);
  });
});
