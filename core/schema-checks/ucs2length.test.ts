import * as ajvRuntime from 'ajv/dist/runtime/ucs2length.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ucs2length from './ucs2length.ts';

// A CommonJS module marked __esModule: a host hands over either its exports or its `default` (runtime-imports.ts).
const exported = (ajvRuntime as unknown as { default: typeof ucs2length | { default: typeof ucs2length } }).default;
const ajvUcs2length = typeof exported === 'function' ? exported : exported.default;

describe('ucs2length', () => {
  it('counts characters as ajv does, lone surrogates included', () => {
    const unit = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('\ud83d', '\ude00', '\ud83d\ude00', '\ude00\ud83d'));
    fc.assert(
      fc.property(fc.array(unit).map((parts) => parts.join('')), (text) => {
        expect(ucs2length(text)).toBe(ajvUcs2length(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes an emoji as one character and a lone surrogate as one', () => {
    expect(ucs2length('ab\ud83d\ude00')).toBe(3);
    expect(ucs2length('\ud83d')).toBe(1);
    expect(ucs2length('')).toBe(0);
  });
});
