// Calendar days (SPEC.md sections 3 and 9): the one date formatter, shared by the browser (renderers/core/format.ts
// re-exports it) and the reference server (the texts it writes into an order's rows), as core/money.ts is for money.

// 'Jan 7, 2027' as en-US writes it, by hand: building an Intl.DateTimeFormat loads the locale data at 4x CPU cost.
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' -> 'Jan 7, 2027'; anything else is shown as given. */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? date : `${monthNames[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** 3, 5 -> '3:05 AM'; 15, 5 -> '3:05 PM': a time of day as en-US and en-PH write it on a 12-hour clock. */
export function formatClock(hours: number, minutes: number): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
