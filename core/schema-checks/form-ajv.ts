import { Ajv } from 'ajv';
import { addDrawnFormats } from './formats.ts';
import { rjsfKeywords } from './vocabulary.ts';

// The server's ajv for a form's JSON Schema (node only: ajv compiles with eval, which the browser's CSP forbids).
// Options as server/domain/bank-binding.ts checks a submitted form: every error, strict, except that union types are
// allowed (a nullable field is ["string", "null"]) and a fixed list may take more items (items as a list with an
// "additionalItems" schema, which strict tuples refuse) and "required" may name a property that "then" does not
// describe again, as the checks' ajv allows (scripts/schema/ajv.ts). rjsf's own annotations and the registry's formats come from
// the vocabulary, with the very format checks the browser's validator runs (formats.ts).

export function createFormAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictTuples: false, strictRequired: false });
  for (const keyword of rjsfKeywords) ajv.addKeyword({ keyword });
  addDrawnFormats(ajv);
  return ajv;
}
