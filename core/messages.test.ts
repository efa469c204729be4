import { describe, expect, it } from 'vitest';
import catalog from '../schemas/messages/en.json';
import { isMessageKey, message, type MessageKey } from './messages.ts';

describe('message', () => {
  it('reads every catalog entry that needs no variables', () => {
    for (const [key, text] of Object.entries(catalog)) {
      if (!text.includes('{')) expect(message(key as MessageKey)).toBe(text);
    }
  });

  it.each<[Record<string, string | number>, string]>([
    [{ max: 200 }, '200'],
    [{ max: '11' }, '11'],
  ])('fills field.tooLong with %j', (vars, shown) => {
    expect(catalog['field.tooLong']).toContain('{max}');
    expect(message('field.tooLong', vars)).toBe(catalog['field.tooLong'].replace('{max}', shown));
  });

  it('throws on an unknown key outside production', () => {
    expect(() => message('no.such.key' as MessageKey)).toThrow(/Unknown message key 'no.such.key'/);
  });

  it('throws when a variable is missing', () => {
    expect(() => message('field.tooLong')).toThrow(/needs the variable 'max'/);
  });

  it.each([
    ['field.required', true],
    ['field.nope', false],
    ['toString', false],
    ['__proto__', false],
  ])('isMessageKey(%j) is %j', (key, expected) => expect(isMessageKey(key)).toBe(expected));
});
