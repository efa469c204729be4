// ajv's `ucs2length` (how many characters a string's maxLength and minLength count) as an ES module, in the build's
// place of `ajv/dist/runtime/ucs2length.js`, which the generated validators import: a CommonJS module the bundler
// wraps, in its own file on every data page. A string's iterator steps by code point and takes a lone surrogate as
// one, as ajv counts (ucs2length.test.ts holds it to ajv's).
export default function ucs2length(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
