import fc from 'fast-check';
import original from 'classnames';
import { describe, expect, it } from 'vitest';
import classNames from './class-names.ts';

// Class names as antd-mobile writes them (an object key of 'toString' or '__proto__' breaks the package too).
const className = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const leaf = fc.oneof(className, fc.string(), fc.integer(), fc.constantFrom(0, true, false, null, undefined, ''), fc.dictionary(className, fc.oneof(fc.boolean(), fc.integer(), fc.constant(null)), { noNullPrototype: true }));
const value = fc.letrec((tie) => ({ value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 })) })).value;

describe('classNames (the stand-in for classnames)', () => {
  it("answers as the package does, for any strings, numbers, flags, objects and nested arrays", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 5 }), (values) => {
        expect(classNames(...(values as Parameters<typeof classNames>))).toBe(original(...(values as Parameters<typeof original>)));
      }),
    );
  });

  it('joins as antd-mobile calls it', () => {
    expect(classNames('adm-button', { 'adm-button-block': true, 'adm-button-disabled': false }, ['x', ['y']], 0, 1)).toBe('adm-button adm-button-block x y 1');
    expect(classNames({ toString: () => 'custom' })).toBe('custom');
  });
});
