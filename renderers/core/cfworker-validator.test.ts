import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createCfworkerValidator } from './cfworker-validator.ts';
import { message } from '../../core/messages.ts';

const form: RJSFSchema = {
  type: 'object',
  required: ['phone', 'comment'],
  properties: {
    phone: { type: 'string', maxLength: 11, pattern: '^09\\d{9}$' },
    comment: { type: 'string', maxLength: 5 },
    age: { type: 'integer', minimum: 18 },
    'card/no': { type: 'string', minLength: 4 },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' }, zip: { $ref: '#/definitions/zip' } },
    },
    pets: { type: 'array', items: { type: 'string', maxLength: 3 } },
    kind: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'number' }] },
  },
  definitions: { zip: { type: 'string', maxLength: 4 } },
};

const required = message('field.required');
const invalid = message('field.invalid');

describe('CfworkerValidator.validateFormData', () => {
  const validator = createCfworkerValidator();

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['valid data', { phone: '09171234567', comment: 'hi' }, []],
    ['missing required fields', {}, [['.phone', required], ['.comment', required]]],
    ['too long', { phone: '091712345678', comment: 'too long' }, [
      ['.phone', message('field.tooLong', { max: 11 })],
      ['.phone', invalid],
      ['.comment', message('field.tooLong', { max: 5 })],
    ]],
    ['a pattern', { phone: '0817123456x', comment: '' }, [['.phone', invalid]]],
    ['a number given as text', { phone: '09171234567', comment: '', age: '2x' }, [['.age', message('field.digitsOnly')]]],
    ['a minimum', { phone: '09171234567', comment: '', age: 17 }, [['.age', invalid]]],
    ['a key with a slash', { phone: '09171234567', comment: '', 'card/no': '12' }, [['.card/no', invalid]]],
    ['nested required', { phone: '09171234567', comment: '', address: {} }, [['.address.city', required]]],
    ['through a $ref', { phone: '09171234567', comment: '', address: { city: 'Makati', zip: '12345' } }, [
      ['.address.zip', message('field.tooLong', { max: 4 })],
    ]],
    ['array items', { phone: '09171234567', comment: '', pets: ['cat', 'horse'] }, [
      ['.pets.1', message('field.tooLong', { max: 3 })],
    ]],
    ['one error for a failed anyOf', { phone: '09171234567', comment: '', kind: 'b' }, [['.kind', invalid]]],
    ['a passed anyOf', { phone: '09171234567', comment: '', kind: 3 }, []],
  ])('%s', (_case, data, expected) => {
    const { errors, errorSchema } = validator.validateFormData(data, form);
    expect(errors.map((e) => [e.property, e.message])).toEqual(expected);
    for (const [property, text] of expected) {
      const node = property.slice(1).split('.').reduce<Record<string, unknown>>(
        (at, key) => at[key] as Record<string, unknown>,
        errorSchema as Record<string, unknown>,
      );
      expect(node.__errors).toContain(text);
    }
  });

  it('passes errors through transformErrors and merges customValidate', () => {
    const { errors, errorSchema } = createCfworkerValidator<{ phone?: string }>().validateFormData(
      { phone: '09171234567' },
      form,
      (data, errorsHandler) => {
        if (data?.phone?.startsWith('0917')) errorsHandler.phone?.addError('taken');
        return errorsHandler;
      },
      (list) => list.map((e) => ({ ...e, message: `${e.message}!` })),
    );
    expect(errors.map((e) => e.message)).toEqual([`${required}!`, 'taken']);
    expect(errorSchema).toMatchObject({ comment: { __errors: [`${required}!`] }, phone: { __errors: ['taken'] } });
  });

  it('reports an unresolvable schema instead of throwing, without the page URL and its session params', () => {
    const broken: RJSFSchema = { type: 'object', properties: { a: { $ref: '#/definitions/none' } } };
    const { errors } = validator.validateFormData({ a: 1 }, broken);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Unresolved \$ref/);
    // The interpreter lists the schemas it knows by URI: none may be the page's.
    expect(errors[0]?.message).toContain('https://schema.invalid/');
    expect(errors[0]?.message).not.toContain(window.location.host);
  });

  it('leaves the schema as it found it', () => {
    const copy = JSON.parse(JSON.stringify(form)) as RJSFSchema;
    validator.validateFormData({}, copy);
    validator.isValid(copy.properties!.address as RJSFSchema, {}, copy);
    expect(Object.getOwnPropertyNames(copy.properties!.address)).toEqual(Object.getOwnPropertyNames(form.properties!.address));
    expect(copy).toEqual(form);
  });
});

describe('CfworkerValidator.isValid', () => {
  const validator = createCfworkerValidator();

  it.each<[string, RJSFSchema, unknown, boolean]>([
    ['a matching option', { type: 'string', enum: ['a'] }, 'a', true],
    ['another option', { type: 'number' }, 'a', false],
    ['a $ref into the root', { $ref: '#/definitions/zip' }, '1234', true],
    ['a $ref into the root, failing', { $ref: '#/definitions/zip' }, '12345', false],
    ['rjsf junk option', { $id: '_$junk_option_schema_id$_', type: 'string' }, 'a', false],
  ])('%s', (_case, schema, data, expected) => {
    expect(validator.isValid(schema, data, form)).toBe(expected);
  });
});

describe('CfworkerValidator.rawValidation', () => {
  it('returns the interpreter output units', () => {
    const { errors } = createCfworkerValidator().rawValidation({ type: 'string', maxLength: 1 }, 'ab');
    expect(errors).toEqual([expect.objectContaining({ keyword: 'maxLength', instanceLocation: '#' })]);
  });
});
