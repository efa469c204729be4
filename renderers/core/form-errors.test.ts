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
