// The one parser of form-encoded text, for call bodies (application/x-www-form-urlencoded) and query strings alike
// (issue 12, item 1). Its work is linear in the text, and the text may carry at most MAX_FIELDS fields: a body or query
// of more is refused before anything is decoded.
//
// - Fields land on an object without a prototype, so '__proto__', 'constructor' or 'toString' are plain field names
//   that the call's schema then refuses by name; nothing reaches Object.prototype.
// - A repeated field becomes a list, appended in place (copying the list on every repeat was the quadratic stall).
//   server/http/calls.ts refuses a list where the call's schema expects one string, before any other work.

/** The most fields a call's body or query may carry. The largest form (a bank binding) has a few dozen. */
export const MAX_FIELDS = 200;

/** The most bytes a call's body may carry (Fastify's bodyLimit); form calls send a few kilobytes at most. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Set on the result of a text with more than MAX_FIELDS fields, which then holds none of them. */
export const tooManyFields: unique symbol = Symbol('tooManyFields');

export type FieldValue = string | string[];
export interface Fields {
  [name: string]: FieldValue;
  [tooManyFields]?: true;
}

export function tooManyFieldsMessage(where: 'body' | 'query'): string {
  return `${where}: carries more than ${MAX_FIELDS} fields`;
}

/**
 * Counts the non-empty '&'-separated parts of `text`, stopping once past `limit`: one pass, no allocation per
 * part. Empty parts ('a=1&&b=2') are skipped, as URLSearchParams skips them.
 */
export function countFields(text: string, limit = MAX_FIELDS): number {
  let count = 0;
  let start = 0;
  while (start <= text.length && count <= limit) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    if (end > start) count += 1;
    start = end + 1;
  }
  return count;
}

/**
 * The fields of a form-encoded text (URLSearchParams' decoding: '+' is a space, a broken %-escape stays as written,
 * bytes that are not UTF-8 become U+FFFD). More than `limit` fields gives an empty result marked tooManyFields.
 */
export function parseFields(text: string, limit = MAX_FIELDS): Fields {
  const fields: Fields = Object.create(null) as Fields;
  if (countFields(text, limit) > limit) {
    fields[tooManyFields] = true;
    return fields;
  }
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = fields[name];
    if (seen === undefined) fields[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else fields[name] = [seen, value];
  }
  return fields;
}

/** An error Fastify's error handler answers with its status and the call's failure envelope. */
export class RequestRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}
