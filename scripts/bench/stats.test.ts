import { describe, expect, it } from 'vitest';
import { judgeKeystrokes, keystrokeGoals, percentile, summarize } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
  it.each([
    [50, 5],
    [95, 10],
    [90, 9],
    [10, 1],
    [0, 1],
    [100, 10],
  ])('p%i of 1..10 is %i, whatever the order', (p, expected) => {
    expect(percentile(ten, p)).toBe(expected);
  });

  it('p95 of 40 keys is the 38th smallest: two slow keys do not make it, three do', () => {
    const keys = Array.from({ length: 40 }, (_, index) => index + 1);
    expect(percentile(keys, 95)).toBe(38);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives the count, p50, p95 and max', () => {
    expect(summarize([40, 10, 30, 20])).toEqual({ keys: 4, p50: 20, p95: 40, max: 40 });
  });

  it('is NaN throughout for no keys, not -Infinity', () => {
    const none = summarize([]);
    expect(none.keys).toBe(0);
    for (const figure of [none.p50, none.p95, none.max]) expect(figure).toBeNaN();
  });
});

describe('judgeKeystrokes', () => {
  const floor = 40;
  const atFloorLimit = floor * keystrokeGoals.ofFloor;

  it.each([
    ['at the floor, well ahead of stock', { floor, ours: 40, stock: 200 }, { withinFloor: true, fasterThanStock: true }],
    ['just within the floor goal', { floor, ours: atFloorLimit, stock: 200 }, { withinFloor: true, fasterThanStock: true }],
    ['just past the floor goal', { floor, ours: atFloorLimit + 1, stock: 200 }, { withinFloor: false, fasterThanStock: true }],
    ['exactly twice as fast as stock', { floor, ours: 45, stock: 45 * keystrokeGoals.overStock }, { withinFloor: true, fasterThanStock: true }],
    ['not quite twice as fast as stock', { floor, ours: 45, stock: 45 * keystrokeGoals.overStock - 1 }, { withinFloor: true, fasterThanStock: false }],
    ['slower than both', { floor, ours: 100, stock: 150 }, { withinFloor: false, fasterThanStock: false }],
  ])('%s', (_, p95, expected) => {
    const verdict = judgeKeystrokes(p95);
    expect(verdict).toMatchObject(expected);
    expect(verdict.ok).toBe(expected.withinFloor && expected.fasterThanStock);
    expect(verdict.ofFloor).toBeCloseTo(p95.ours / p95.floor);
    expect(verdict.overStock).toBeCloseTo(p95.stock / p95.ours);
  });

  it.each([
    ['the floor', { floor: Number.NaN, ours: 40, stock: 200 }],
    ['ours', { floor, ours: Number.NaN, stock: 200 }],
    ['stock', { floor, ours: 40, stock: Number.NaN }],
  ])('misses when %s measured nothing', (_, p95) => {
    expect(judgeKeystrokes(p95).ok).toBe(false);
  });
});
