import { formatClock, formatDate } from '../../../core/dates.ts';

// The form values of the date, date-time and time widgets, as JSON Schema's formats spell them (RFC 3339):
// date 'YYYY-MM-DD', date-time 'YYYY-MM-DDTHH:MM:SS+08:00' (the phone's own offset, so the digits are the ones the
// borrower picked), time 'HH:MM:SS'. Each reads back into the Date a picker shows, or undefined for text that is
// not one.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function toDateValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  if (minutes === 0) return 'Z';
  const sign = minutes > 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

export function toDateTimeValue(date: Date): string {
  return `${toDateValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${offsetOf(date)}`;
}

export function toTimeValue(hours: number, minutes: number): string {
  return `${pad(hours)}:${pad(minutes)}:00`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;
const TIME = /^(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;

/** A 'YYYY-MM-DD' value as a local date at midnight. */
export function fromDateValue(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : undefined;
}

/** A date-time value as the instant it names, shown in the phone's time. */
export function fromDateTimeValue(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !DATE_TIME.test(value)) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A time value's hours and minutes. */
export function fromTimeValue(value: unknown): { hours: number; minutes: number } | undefined {
  const match = typeof value === 'string' ? TIME.exec(value) : null;
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined;
}

// How a chosen value reads on the trigger, the way the Philippines writes dates in English ('Jan 7, 2027, 3:05 PM'):
// through the one date formatter (core/dates.ts), which the screens and the server write days with too.

export function showDate(date: Date): string {
  return formatDate(toDateValue(date));
}

export function showDateTime(date: Date): string {
  return `${showDate(date)}, ${formatClock(date.getHours(), date.getMinutes())}`;
}

export function showTime({ hours, minutes }: { hours: number; minutes: number }): string {
  return `${pad(hours)}:${pad(minutes)}`;
}

/** The years a date picker offers: ui:options.minDate/maxDate ('YYYY-MM-DD') if given, else 100 years back, 20 on. */
export function pickerRange(options: Record<string, unknown>, now = new Date()): { min: Date; max: Date } {
  const min = fromDateValue(options.minDate) ?? new Date(now.getFullYear() - 100, 0, 1);
  const max = fromDateValue(options.maxDate) ?? new Date(now.getFullYear() + 20, 11, 31, 23, 59);
  return { min, max };
}
