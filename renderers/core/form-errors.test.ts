import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { message } from '../../core/messages.ts';
import { toCatalogErrors } from './form-errors.ts';

describe('toCatalogErrors, for ajv-shaped errors', () => {
  const ajvErrors: RJSFValidationError[] = [
    { name: 'required', property: '.phone', params: { missingProperty: 'phone' }, message: "must have required property 'phone'", stack: "must have required property 'phone'" },
    { name: 'maxLength', property: '.comment', params: { limit: 200 }, message: 'must NOT have more than 200 characters', stack: '.comment must NOT have more than 200 characters' },
    { property: '.x', message: 'custom', stack: 'custom' },
  ];

  it('replaces the validator text and keeps errors it cannot name', () => {
    expect(toCatalogErrors(ajvErrors).map((e) => [e.property, e.message, e.stack])).toEqual([
      ['.phone', message('field.required'), `.phone ${message('field.required')}`],
      ['.comment', message('field.tooLong', { max: 200 }), `.comment ${message('field.tooLong', { max: 200 })}`],
      ['.x', 'custom', 'custom'],
    ]);
  });

  it('gives a field the message its uiSchema names for the keyword', () => {
    const ui = { phone: { 'ui:options': { errorMessages: { required: 'promo.phoneInvalid' } } } };
    expect(toCatalogErrors(ajvErrors, ui).map((e) => e.message)).toEqual([message('promo.phoneInvalid'), message('field.tooLong', { max: 200 }), 'custom']);
  });
});

describe('toCatalogErrors, for a property another one needs (dependencies)', () => {
  const missing: RJSFValidationError = {
    name: 'dependencies',
    property: '.bankName',
    params: { property: 'accountNumber', missingProperty: 'bankName', depsCount: 1, deps: 'bankName' },
    message: 'must have property bankName when property accountNumber is present',
    stack: '.bankName must have property bankName when property accountNumber is present',
  };

  it('says the field is required, as for "required"', () => {
    expect(toCatalogErrors([missing]).map((e) => e.message)).toEqual([message('field.required')]);
  });

  it('gives the field its own "required" message', () => {
    const ui = { bankName: { 'ui:options': { errorMessages: { required: 'promo.phoneInvalid' } } } };
    expect(toCatalogErrors([missing], ui).map((e) => e.message)).toEqual([message('promo.phoneInvalid')]);
  });
});

describe('toCatalogErrors, for the number and format keywords', () => {
  const error = (name: string, params: Record<string, unknown>): RJSFValidationError => ({ name, property: '.x', params, message: 'ajv text', stack: '.x ajv text' });

  it.each<[string, Record<string, unknown>, string]>([
    ['type', { type: 'number' }, message('field.notANumber')],
    ['type', { type: 'integer' }, message('field.wholeNumber')],
    ['type', { type: ['integer', 'null'] }, message('field.wholeNumber')],
    ['type', { type: 'number,null' }, message('field.notANumber')],
    ['minimum', { comparison: '>=', limit: 10 }, message('field.minimum', { limit: 10 })],
    ['maximum', { comparison: '<=', limit: 1.5 }, message('field.maximum', { limit: 1.5 })],
    ['exclusiveMinimum', { comparison: '>', limit: 0 }, message('field.exclusiveMinimum', { limit: 0 })],
    ['exclusiveMaximum', { comparison: '<', limit: 5 }, message('field.exclusiveMaximum', { limit: 5 })],
    ['multipleOf', { multipleOf: 0.25 }, message('field.multipleOf', { multipleOf: 0.25 })],
    ['format', { format: 'email' }, message('field.format.email')],
    ['format', { format: 'uri' }, message('field.format.uri')],
    ['format', { format: 'date' }, message('field.format.date')],
    ['format', { format: 'date-time' }, message('field.format.dateTime')],
    ['format', { format: 'time' }, message('field.format.time')],
    ['format', { format: 'tel' }, message('field.format.tel')],
    ['format', { format: 'data-url' }, message('field.format.dataUrl')],
    // Without the bound (a validator that names none), the generic text, never a placeholder left unfilled.
    ['minimum', {}, message('field.invalid')],
    ['type', { type: 'string' }, message('field.invalid')],
  ])('%s %j reads "%s"', (name, params, expected) => {
    expect(toCatalogErrors([error(name, params)])[0]!.message).toBe(expected);
  });

  it('leaves a field its own message for the keyword', () => {
    const ui = { x: { 'ui:options': { errorMessages: { minimum: 'promo.phoneInvalid' } } } };
    expect(toCatalogErrors([error('minimum', { limit: 10 })], ui)[0]!.message).toBe(message('promo.phoneInvalid'));
  });
});
