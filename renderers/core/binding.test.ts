import { describe, expect, it } from 'vitest';
import { bindsData, readPointer, resolveRows, resolveText, type Text } from './binding.ts';

const data = {
  contact: { email: 'help@example.ph', phone: '', count: 0, ok: true },
  'a/b': { '~x': 'escaped' },
  rows: [{ title: 'Amount', value: 1500 }, 'junk', { text: 'Term', amount: '91 days' }, { title: 'Only title' }],
  list: ['zero', 'one'],
};

describe('readPointer', () => {
  it.each([
    ['', data],
    ['/contact/email', 'help@example.ph'],
    ['/a~1b/~0x', 'escaped'],
    ['/list/1', 'one'],
    ['/list/01', undefined],
    ['/list/-', undefined],
    ['/list/5', undefined],
    ['/missing/deeper', undefined],
    ['/contact/email/length', undefined],
    ['/contact/toString', undefined],
  ])('%j -> %j', (pointer, expected) => {
    expect(readPointer(data, pointer)).toEqual(expected);
  });

  it('refuses a string that is not a pointer', () => {
    expect(() => readPointer(data, 'contact/email')).toThrow(/JSON Pointer/);
  });
});

describe('resolveText', () => {
  it.each<[Text | undefined, string]>([
    ['Literal', 'Literal'],
    ['', ''],
    [undefined, ''],
    [{ $bind: '/contact/email' }, 'help@example.ph'],
    [{ $bind: '/contact/email', fallback: '-' }, 'help@example.ph'],
    [{ $bind: '/contact/missing', fallback: 'Not set' }, 'Not set'],
    [{ $bind: '/contact/phone', fallback: 'Not set' }, 'Not set'],
    [{ $bind: '/contact/count', fallback: 'Not set' }, '0'],
    [{ $bind: '/contact/ok' }, 'true'],
    [{ $bind: '/contact', fallback: 'an object is not text' }, 'an object is not text'],
    [{ $bind: '/contact/missing' }, ''],
  ])('%j -> %j', (text, expected) => {
    expect(resolveText(text, data)).toBe(expected);
  });

  it('reads nothing from missing data', () => {
    expect(resolveText({ $bind: '/contact/email', fallback: 'none' }, undefined)).toBe('none');
  });
});

describe('resolveRows', () => {
  it('reads title/value objects and skips the rest', () => {
    expect(resolveRows({ $bind: '/rows' }, data)).toEqual([
      { title: 'Amount', value: '1500' },
      { title: '', value: '' },
      { title: 'Only title', value: '' },
    ]);
  });

  it('reads other keys when told', () => {
    expect(resolveRows({ $bind: '/rows', titleKey: 'text', valueKey: 'amount' }, data)[1]).toEqual({
      title: 'Term',
      value: '91 days',
    });
  });

  it.each([['/contact'], ['/missing'], ['/list/0']])('gives no rows when %j is not an array', (pointer) => {
    expect(resolveRows({ $bind: pointer }, data)).toEqual([]);
  });
});

describe('bindsData', () => {
  it('finds a binding anywhere in a node, and none in literal text', () => {
    expect(bindsData({ node: 'heading', text: 'Help' })).toBe(false);
    expect(bindsData({ node: 'heading', text: { $bind: '/title' } })).toBe(true);
    expect(bindsData({ node: 'detailRows', rows: [{ title: 'a', value: 'b' }, { title: 'c', value: { $bind: '/c' } }] })).toBe(true);
    expect(bindsData({ node: 'detailRows', rowsFrom: { $bind: '/rows' } })).toBe(true);
    expect(bindsData({ node: 'linkRows', rows: [{ title: 'About us', route: 'aboutUs' }] })).toBe(false);
  });
});
