import { describe, expect, it } from 'vitest';
import { changed } from './changed.ts';

interface Draft {
  cardType: number;
  shared: Record<string, string | null>;
  byCardType: Record<string, Record<string, string | null>>;
  note?: string;
}

const draft: Draft = { cardType: 1, shared: { name: 'Maria' }, byCardType: { '1': { bank: 'BDO' } } };

describe('changed', () => {
  it('makes the change on a copy, leaving the draft and everything in it as it was', () => {
    const next = changed(draft, (copy) => {
      copy.cardType = 2;
      copy.shared.name = 'Maria Santos';
      (copy.byCardType['2'] ??= {}).wallet = '0917';
    });
    expect(next).toEqual({ cardType: 2, shared: { name: 'Maria Santos' }, byCardType: { '1': { bank: 'BDO' }, '2': { wallet: '0917' } } });
    expect(draft).toEqual({ cardType: 1, shared: { name: 'Maria' }, byCardType: { '1': { bank: 'BDO' } } });
    expect(next.shared).not.toBe(draft.shared);
  });

  it('hands back the same draft when nothing changed, so React keeps its state', () => {
    expect(changed(draft, (copy) => void (copy.cardType = 1))).toBe(draft);
    expect(changed(draft, () => {})).toBe(draft);
  });

  it('takes a field away', () => {
    const noted: Draft = { ...draft, note: 'x' };
    const next = changed(noted, (copy) => void delete copy.note);
    expect(next).not.toHaveProperty('note');
    expect(noted.note).toBe('x');
  });
});
