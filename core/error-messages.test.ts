import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import { errorMessageKey, fieldErrorMessage, validationMessage } from './error-messages.ts';

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

describe('a field’s own messages (ui:options.errorMessages)', () => {
  const ui = {
    phone: { 'ui:widget': 'phone', 'ui:options': { errorMessages: { pattern: 'promo.phoneInvalid', required: 'no.such.key' } } },
    name: { 'ui:widget': 'text' },
  };

  it.each([
    ['the key the field names for the keyword', 'phone', 'pattern', 'promo.phoneInvalid'],
    ['nothing for a keyword the field does not name', 'phone', 'maxLength', undefined],
    ['nothing for a field without errorMessages', 'name', 'pattern', undefined],
    ['nothing for a field the uiSchema lacks', 'email', 'pattern', undefined],
    ['nothing without a keyword', 'phone', undefined, undefined],
  ])('errorMessageKey gives %s', (_case, field, keyword, expected) => {
    expect(errorMessageKey(ui, field, keyword)).toBe(expected);
  });

  it('shows the field’s own catalog text over the generic one', () => {
    expect(fieldErrorMessage(ui, 'phone', 'pattern', {})).toBe(message('promo.phoneInvalid'));
  });

  it('falls back to the generic text when the named key is not in the catalog, or none is named', () => {
    expect(fieldErrorMessage(ui, 'phone', 'required', {})).toBe(message('field.required'));
    expect(fieldErrorMessage(ui, 'name', 'maxLength', { limit: 20 })).toBe(message('field.tooLong', { max: 20 }));
    expect(fieldErrorMessage(undefined, 'name', 'required', {})).toBe(message('field.required'));
  });
});
