import { describe, expect, it } from 'vitest';
import { message } from '../../core/messages.ts';
import { arrayItemTitle, type ArrayItem } from './array-item-title.ts';

describe('arrayItemTitle', () => {
  it.each<[string, ArrayItem, string]>([
    ['a list item by its own title and number', { itemTitle: 'Contact', arrayTitle: 'Contacts', index: 1, fixedItems: 0 }, 'Contact 2'],
    ['a list item with no title by the array’s', { itemTitle: undefined, arrayTitle: 'Phones', index: 0, fixedItems: 0 }, 'Phones 1'],
    ['a tuple’s fixed item by its own title alone', { itemTitle: 'City', arrayTitle: 'Address', index: 1, fixedItems: 2 }, 'City'],
    ['a tuple’s fixed item with no title by the array’s and its place', { itemTitle: undefined, arrayTitle: 'Address', index: 1, fixedItems: 2 }, 'Address 2'],
    ['a tuple’s further item, numbered from 1', { itemTitle: 'Other contact', arrayTitle: 'Contacts', index: 2, fixedItems: 1 }, 'Other contact 2'],
    ['an item of an array with no title at all', { itemTitle: undefined, arrayTitle: undefined, index: 2, fixedItems: 0 }, message('form.array.item', { index: 3 })],
  ])('labels %s', (_case, item, expected) => {
    expect(arrayItemTitle(item)).toBe(expected);
  });
});
