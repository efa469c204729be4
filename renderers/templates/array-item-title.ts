import { message } from '../../core/messages.ts';

export interface ArrayItem {
  /** The item schema's own title. */
  itemTitle: string | undefined;
  /** The array's title, as shown above it. */
  arrayTitle: string | undefined;
  /** The item's place in the array, from 0. */
  index: number;
  /** How many of the array's first items are fixed (a tuple's `items`), each a question of its own. */
  fixedItems: number;
}

/**
 * An array item's label as a borrower reads it, in place of rjsf's "Contacts-1": a fixed item of a tuple by its own
 * title; an item of a list by the item's title, else the array's, and its number in the list ("Contact 2"); the
 * numbers of a tuple's further items start again at 1 ("Other contact 1").
 */
export function arrayItemTitle({ itemTitle, arrayTitle, index, fixedItems }: ArrayItem): string {
  const fixed = index < fixedItems;
  if (fixed && itemTitle) return itemTitle;
  const number = fixed ? index + 1 : index - fixedItems + 1;
  const title = (fixed ? undefined : itemTitle) || arrayTitle;
  return title ? message('form.array.itemTitle', { title, index: number }) : message('form.array.item', { index: number });
}
