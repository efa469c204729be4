import { describe, expect, it } from 'vitest';
import { amountText, codeIs, codeMeaning, isSuccessCode, sameCode, type WireCode } from './codes.ts';

describe('sameCode: codes compared by meaning', () => {
  it.each<[WireCode, WireCode, boolean]>([
    [0, '0', true],
    [0, '00', true],
    ['0', '00', true],
    [' 00 ', 0, true],
    [11, '11', true],
    ['011', 11, true],
    ['+11', '11', true],
    [-1, '-1', true],
    ['-01', -1, true],
    ['-0', 0, true],
    [101, '101', true],
    [800006, '800006', true],
    ['ORDER_NOT_FOUND', 'ORDER_NOT_FOUND', true],
    [' ORDER_NOT_FOUND ', 'ORDER_NOT_FOUND', true],
    [11, '1', false],
    [1, '-1', false],
    ['11', '110', false],
    [0, '', false],
    [0, undefined, false],
    [undefined, undefined, false],
    [null, null, false],
    [0, null, false],
    ['0.0', 0, false],
    ['order_not_found', 'ORDER_NOT_FOUND', false],
    [Number.NaN, Number.NaN, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameCode(a, b)).toBe(same);
    expect(sameCode(b, a)).toBe(same);
  });

  it('names each code by one text', () => {
    expect(['00', 0, '0', '000'].map(codeMeaning)).toEqual(['0', '0', '0', '0']);
    expect(codeMeaning('  ')).toBeUndefined();
  });

  it('codeIs takes any of several codes', () => {
    expect(codeIs(11, '101', '11')).toBe(true);
    expect(codeIs('-1', '101', '11')).toBe(false);
  });

  it('success is 0 or 00, written either way', () => {
    for (const code of [0, '0', '00']) expect(isSuccessCode(code)).toBe(true);
    for (const code of [1, '01', '', undefined, 'OK']) expect(isSuccessCode(code)).toBe(false);
  });
});

describe('amountText: an amount as requests send it back', () => {
  it.each<[string | number, string]>([
    ['5755.00', '5755.00'],
    ['5755', '5755.00'],
    [5755, '5755.00'],
    ['5755.5', '5755.50'],
    [5755.5, '5755.50'],
    ['5755.', '5755.00'],
    ['0', '0.00'],
    [0, '0.00'],
    ['007', '7.00'],
    [' 12.30 ', '12.30'],
    ['5,755.00', '5,755.00'],
    ['abc', 'abc'],
    ['5755.123', '5755.123'],
  ])('%j -> %j', (amount, text) => {
    expect(amountText(amount)).toBe(text);
  });
});
