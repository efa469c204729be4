import { describe, expect, it } from 'vitest';
import { formatClock } from '../../../core/dates.ts';
import { showDate, showDateTime } from './date-values.ts';

describe('the date widgets\' text', () => {
  // What Intl.DateTimeFormat en-PH writes, the formatter these widgets used before the one date formatter.
  const intlDate = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'short', day: 'numeric' });
  const intlDateTime = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  it('writes a picked day and time as en-PH does, for every hour of two years', () => {
    for (let time = new Date(2026, 0, 1).getTime(); time < new Date(2028, 0, 1).getTime(); time += 3_600_000 + 7 * 60_000) {
      const date = new Date(time);
      expect(showDate(date)).toBe(intlDate.format(date));
      expect(showDateTime(date).replace(/\u202f/g, ' ')).toBe(intlDateTime.format(date).replace(/\u202f/g, ' '));
    }
  });

  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [23, 9, '11:09 PM'],
  ])('%i:%i -> %j', (hours, minutes, expected) => expect(formatClock(hours, minutes)).toBe(expected));
});
