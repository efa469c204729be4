import { describe, expect, it } from 'vitest';
import { descriptor, nodes } from '../../generated/screens/repayment-of-period.ts';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import { validate } from '../../generated/validators/meta/screen-descriptor.js';
import { acceptDescriptor, nodeNames } from './published-screen.tsx';

const bundled = descriptor as ScreenDescriptor;
const accept = acceptDescriptor(bundled, nodes);

describe('a published screen descriptor', () => {
  it('is drawn when it is valid, the same screen, and names only nodes this page ships', async () => {
    const changed = { ...bundled, title: 'A new title' };
    expect(await accept(changed)).toEqual(changed);
  });

  it('is refused when it names a node this page does not ship, anywhere in it', async () => {
    const extra = { ...bundled, nodes: [...bundled.nodes, { node: 'richText', sections: [{ blocks: [{ paragraph: 'Hello' }] }] }] };
    expect(validate(extra), 'a valid descriptor, but for its node').toBe(true);
    expect(nodeNames(extra.nodes).has('richText')).toBe(true);
    expect(await accept(extra)).toBeUndefined();
  });

  it('is refused when it is another screen or breaks the descriptor meta-schema', async () => {
    expect(await accept({ ...bundled, id: 'loan-details' })).toBeUndefined();
    expect(await accept({ id: bundled.id, nodes: 'not a list' })).toBeUndefined();
    expect(await accept(null)).toBeUndefined();
  });
});
