import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedRepayment, saveRepayment, savedRepaymentKey, type SavedRepayment } from './saved-repayment.ts';

const info: SavedRepayment = {
  payCode: 'PC-778812',
  logo: '/demo/logos/7eleven.svg',
  title: 'Pay at 7-Eleven with this code',
  payNotice: { GCash: [{ name: 'Using the GCash app', steps: ['Open GCash', 'Tap Bills'] }] },
  repayAmount: '5755.00',
};

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('saved repayment', () => {
  it('reads back what was saved, with the optional fields', () => {
    expect(saveRepayment(info)).toBe(true);
    expect(readSavedRepayment()).toEqual({ ok: true, info });
    const delay = { ...info, delayAmount: '1200.00', system: '1' };
    saveRepayment(delay);
    expect(readSavedRepayment()).toEqual({ ok: true, info: delay });
  });

  it('says absent when nothing was saved', () => {
    expect(readSavedRepayment()).toEqual({ ok: false, reason: 'savedRepayment.absent' });
  });

  it.each([
    ['not JSON', '{"payCode":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['no payCode', JSON.stringify({ ...info, payCode: undefined })],
    ['a payCode with markup', JSON.stringify({ ...info, payCode: '<img src=x>' })],
    ['an amount as a number', JSON.stringify({ ...info, repayAmount: 5755 })],
    ['an amount with a sign', JSON.stringify({ ...info, repayAmount: '-1.00' })],
    ['an empty payNotice', JSON.stringify({ ...info, payNotice: {} })],
    ['a group with no entries', JSON.stringify({ ...info, payNotice: { GCash: [] } })],
    ['an entry with no steps', JSON.stringify({ ...info, payNotice: { GCash: [{ name: 'x', steps: [] }] } })],
    ['a step that is not text', JSON.stringify({ ...info, payNotice: { GCash: [{ name: 'x', steps: [{}] }] } })],
    ['an unknown field', JSON.stringify({ ...info, extra: 1 })],
  ])('says corrupt for %s', (_label, raw) => {
    window.localStorage.setItem(savedRepaymentKey, raw);
    expect(readSavedRepayment()).toEqual({ ok: false, reason: 'savedRepayment.corrupt' });
  });

  it('refuses to save info that does not match the schema, and clears the old entry', () => {
    saveRepayment(info);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(saveRepayment({ ...info, repayAmount: 'abc' })).toBe(false);
    expect(readSavedRepayment()).toEqual({ ok: false, reason: 'savedRepayment.absent' });
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(saveRepayment(info)).toBe(false);
    expect(readSavedRepayment()).toEqual({ ok: false, reason: 'savedRepayment.absent' });
  });
});
