import { format as cfworkerFormats } from '@cfworker/json-schema';

// The string formats a form may name, each with ONE check that the browser's eval-free validator
// (renderers/core/cfworker-validator.ts) and the server's ajv (form-ajv.ts) both run, so that they can never
// disagree about a value. Plain functions, no eval: the browser runs them under the CSP. A format not listed here is
// refused by the schema checks (vocabulary.ts), so no validator ever meets one.

/** 'HH:MM' or 'HH:MM:SS', seconds with a fraction, and a zone ('Z' or ±HH:MM) if the sender keeps one. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/i;

/** A phone number as people write it: digits, with spaces, dashes, dots or brackets, an optional leading '+'. */
const TEL = /^\+?[0-9()\-. ]+$/;

/** What a file or image picker sends: rjsf's data-url, with the file's name as rjsf's FileWidget writes it. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9\-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

const check = (name: string): ((value: string) => boolean) => {
  const found = (cfworkerFormats as Record<string, ((value: string) => boolean) | undefined>)[name];
  if (!found) throw new Error(`@cfworker/json-schema has no format "${name}"`);
  return found;
};

/** Each format the registry draws, and its one check. */
export const formatChecks: Readonly<Record<string, (value: string) => boolean>> = {
  date: check('date'),
  'date-time': check('date-time'),
  time: (value) => TIME.test(value),
  email: check('email'),
  uri: check('uri'),
  tel: (value) => TEL.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 3 && (value.match(/[0-9]/g)?.length ?? 0) <= 15,
  'data-url': (value) => DATA_URL.test(value),
};

export const drawnFormats: readonly string[] = Object.keys(formatChecks);

/**
 * Hands every format check to an ajv (or anything with ajv's addFormat), replacing ajv's own, if any. Each goes in as
 * the bare function (which ajv applies to strings only), so that a precompiled validator can name it by where it
 * lives: `formatChecks[name]` of this module (scripts/schema/generate.ts, ajv's code.formats).
 */
export function addDrawnFormats(ajv: { addFormat(name: string, format: (value: string) => boolean): unknown }): void {
  for (const [name, validate] of Object.entries(formatChecks)) ajv.addFormat(name, validate);
}

let installed = false;

/**
 * Puts the same checks into @cfworker/json-schema's format table, which its validators read. Its other formats stay
 * (the playground's draft-07 meta-schema names some); the schema checks refuse them in a form.
 */
export function installDrawnFormats(): void {
  if (installed) return;
  installed = true;
  Object.assign(cfworkerFormats as Record<string, (value: string) => boolean>, formatChecks);
}
