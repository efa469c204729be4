// check:compat names the fields a new version of a form drops from saved drafts (issue 26, part 6): the fields the
// page's drafts-across-versions rule (core/publishing/draft-carry.ts) would not keep, read from the old and new form.
import { afterAll, describe, expect, it } from 'vitest';
import { checkCompat } from '../../scripts/schema/compat.ts';
import { makeTree, removeTrees, testRegistry } from './temp-tree.ts';

afterAll(removeTrees);

type Json = Record<string, unknown>;

const form = (properties: Json): Json => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'forms/contact/schema.json',
  type: 'object',
  properties,
});

const before = form({
  name: { type: 'string', title: 'Name', maxLength: 20 },
  note: { type: 'string', title: 'Note' },
  channel: { type: 'string', enum: ['sms', 'call'] },
});

function check(after: Json) {
  const files = { 'schemas/forms/contact/schema.json': after, 'schemas/forms/contact/ui-schema.json': {} };
  const previous = new Map([
    ['forms/contact/schema.json', `${JSON.stringify(before, null, 2)}\n`],
    ['forms/contact/ui-schema.json', '{}\n'],
  ]);
  return checkCompat({ root: makeTree(files), registry: testRegistry, previous });
}

const dropLines = (after: Json) =>
  check(after)
    .changes.filter((change) => change.dropsFromDrafts)
    .map((change) => `${change.file}#${change.path}: ${change.message}`);

describe('check:compat on a form: the fields a new version drops from saved drafts', () => {
  it('names a removed field and a narrowed one, at their paths', () => {
    const after = form({ name: { type: 'string', title: 'Full name', maxLength: 10 }, channel: { type: 'string', enum: ['sms', 'call', 'email'] }, email: { type: 'string' } });
    expect(dropLines(after)).toEqual([
      "schemas/forms/contact/schema.json#/properties/name: drops field 'name' from saved drafts: a saved value that breaks the new rule (maxLength 20 -> 10); a borrower's draft made under the previous version is told it was not kept",
      "schemas/forms/contact/schema.json#/properties/note: drops field 'note' from saved drafts: every saved value of it; a borrower's draft made under the previous version is told it was not kept",
    ]);
  });

  it('names nothing for a new field, a changed label or a widened rule', () => {
    const after = form({
      name: { type: 'string', title: 'Full name', maxLength: 40 },
      note: { type: 'string', title: 'Anything else?' },
      channel: { type: 'string', enum: ['sms', 'call', 'email'] },
      email: { type: 'string', title: 'Email' },
    });
    expect(dropLines(after)).toEqual([]);
  });
});
