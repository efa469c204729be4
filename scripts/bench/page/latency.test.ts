import { describe, expect, it } from 'vitest';
import { keyLatencies, type TimedEvent } from './latency.ts';

/** The entries Event Timing reports for one key press of the given interaction. */
function keyPress(interactionId: number, start: number, durations: { keydown: number; keypress?: number; keyup?: number }): TimedEvent[] {
  return [
    { name: 'keydown', interactionId, startTime: start, duration: durations.keydown },
    ...(durations.keypress === undefined ? [] : [{ name: 'keypress', interactionId, startTime: start + 1, duration: durations.keypress }]),
    ...(durations.keyup === undefined ? [] : [{ name: 'keyup', interactionId, startTime: start + 2, duration: durations.keyup }]),
  ];
}

describe('keyLatencies', () => {
  it('takes the frame clock for a key Event Timing did not report (under 16 ms)', () => {
    expect(keyLatencies([{ start: 100, painted: 112 }], [])).toEqual([12]);
  });

  it('takes the longest entry of the key\'s own interaction when it is longer than the frame clock', () => {
    expect(keyLatencies([{ start: 100, painted: 130 }], keyPress(7, 100, { keydown: 24, keypress: 48, keyup: 16 }))).toEqual([48]);
  });

  it('keeps the frame clock when it is the longer', () => {
    expect(keyLatencies([{ start: 100, painted: 160 }], keyPress(7, 100, { keydown: 24 }))).toEqual([60]);
  });

  it('pairs each key with its own interaction, not a neighbour\'s or a click\'s', () => {
    const keys = [
      { start: 100, painted: 120 },
      { start: 200.4, painted: 220 },
      { start: 300, painted: 310 },
    ];
    const entries = [
      { name: 'pointerdown', interactionId: 1, startTime: 50, duration: 1600 },
      { name: 'click', interactionId: 1, startTime: 52, duration: 1600 },
      ...keyPress(2, 100, { keydown: 32 }),
      // Event Timing gives the start in whole ms where the key's own timestamp is finer.
      ...keyPress(3, 200, { keydown: 96, keyup: 104 }),
      // A key from before this batch, delivered late: it belongs to no key here.
      ...keyPress(9, 40, { keydown: 1600 }),
      // Events outside any interaction (input, beforeinput) are not a key's.
      { name: 'input', interactionId: 0, startTime: 300, duration: 1600 },
    ];
    expect(keyLatencies(keys, entries)).toEqual([32, 104, 10]);
  });

  it('is NaN for a key not yet painted', () => {
    expect(keyLatencies([{ start: 100 }], keyPress(2, 100, { keydown: 32 }))[0]).toBeNaN();
  });
});
