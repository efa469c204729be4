import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import { toCatalogErrors, validationMessage } from './validation-messages.ts';

describe('validationMessage', () => {
  it.each<[string | undefined, Record<string, unknown> | undefined, string]>([
    ['required', { missingProperty: 'phone' }, message('field.required')],
    ['maxLength', { limit: 200 }, message('field.tooLong', { max: 200 })],
    ['maxLength', {}, message('field.invalid')],
    ['type', { type: 'integer' }, message('field.digitsOnly')],
    ['type', { type: ['number', 'integer'] }, message('field.digitsOnly')],
    ['type', { type: ['string', 'number'] }, message('field.invalid')],
    ['type', { type: 'string' }, message('field.invalid')],
    ['pattern', { pattern: '^\\d+$' }, message('field.invalid')],
    ['minLength', { limit: 6 }, message('field.invalid')],
    [undefined, undefined, message('field.invalid')],
  ])('%j %j', (keyword, params, expected) => expect(validationMessage(keyword, params)).toBe(expected));
});

describe('toCatalogErrors, for ajv-shaped errors', () => {
  it('replaces the validator text and keeps errors it cannot name', () => {
    const ajvErrors: RJSFValidationError[] = [
      { name: 'required', property: '.phone', params: { missingProperty: 'phone' }, message: "must have required property 'phone'", stack: "must have required property 'phone'" },
      { name: 'maxLength', property: '.comment', params: { limit: 200 }, message: 'must NOT have more than 200 characters', stack: '.comment must NOT have more than 200 characters' },
      { property: '.x', message: 'custom', stack: 'custom' },
    ];
    expect(toCatalogErrors(ajvErrors).map((e) => [e.property, e.message, e.stack])).toEqual([
      ['.phone', message('field.required'), `.phone ${message('field.required')}`],
      ['.comment', message('field.tooLong', { max: 200 }), `.comment ${message('field.tooLong', { max: 200 })}`],
      ['.x', 'custom', 'custom'],
    ]);
  });
});
