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

describe('a schema with its own $id', () => {
  const validator = createCfworkerValidator();
  const tooShort = message('field.invalid');

  it.each<[string, string, string]>([
    ['an absolute $id', 'https://example.com/schemas/person.json', 'person.json#/$defs/name'],
    ['a relative $id', 'forms/person/schema.json', 'schema.json#/$defs/name'],
    ['a fragment-only $ref', 'https://example.com/schemas/person.json', '#/$defs/name'],
  ])('resolves a $ref into its $defs written relative to %s', (_case, $id, $ref) => {
    const schema: RJSFSchema = {
      $id,
      type: 'object',
      required: ['name'],
      properties: { name: { $ref }, nick: { $ref } },
      $defs: { name: { type: 'string', minLength: 2 } },
    };
    expect(validator.validateFormData({ name: 'Ana', nick: 'Al' }, schema).errors).toEqual([]);
    expect(validator.validateFormData({ name: 'A' }, schema).errors.map((e) => [e.property, e.message])).toEqual([['.name', tooShort]]);
    // rjsf asks about subschemas (an option, a field) with the root beside them.
    expect(validator.isValid({ $ref } as RJSFSchema, 'Ana', schema)).toBe(true);
    expect(validator.isValid({ $ref } as RJSFSchema, 'A', schema)).toBe(false);
  });
});

describe('a failed oneOf or anyOf', () => {
  const validator = createCfworkerValidator();
  const payment: RJSFSchema = {
    type: 'object',
    properties: {
      method: {
        oneOf: [
          { type: 'object', required: ['kind', 'cardNumber'], properties: { kind: { const: 'card' }, cardNumber: { type: 'string' } } },
          { type: 'object', required: ['kind', 'account', 'bank'], properties: { kind: { const: 'bank' }, account: { type: 'string' }, bank: { type: 'string' } } },
        ],
      },
      contact: {
        anyOf: [
          { type: 'object', required: ['phone'], properties: { phone: { type: 'string', minLength: 11 } } },
          { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        ],
      },
    },
  };

  it('names the missing fields of the alternative the data is nearest to, not the root', () => {
    const { errors, errorSchema } = validator.validateFormData({ method: { kind: 'bank' } }, payment);
    expect(errors.map((e) => [e.property, e.message])).toEqual([['.method.account', required], ['.method.bank', required]]);
    expect(errorSchema).toMatchObject({ method: { account: { __errors: [required] }, bank: { __errors: [required] } } });
  });

  it('names the field that fails inside an anyOf', () => {
    const { errors } = validator.validateFormData({ contact: { phone: '0917' } }, payment);
    expect(errors.map((e) => [e.property, e.message])).toEqual([['.contact.phone', invalid]]);
  });

  it('names the errors of every alternative equally near, when the value cannot tell them apart', () => {
    const payout: RJSFSchema = {
      oneOf: [
        { type: 'object', required: ['accountNumber'], properties: { accountNumber: { type: 'string' } } },
        { type: 'object', required: ['walletPhone'], properties: { walletPhone: { type: 'string' } } },
      ],
    };
    expect(validator.validateFormData({}, payout).errors.map((e) => [e.property, e.schemaPath])).toEqual([
      ['.accountNumber', '#/oneOf/0/required'],
      ['.walletPhone', '#/oneOf/1/required'],
    ]);
  });

  it('keeps the keyword error when more than one oneOf alternative matches', () => {
    const both: RJSFSchema = { oneOf: [{ type: 'string' }, { type: 'string', maxLength: 3 }] };
    expect(validator.validateFormData('ab', both).errors.map((e) => [e.property, e.name])).toEqual([['', 'oneOf']]);
  });

  it('passes data that meets one alternative', () => {
    expect(validator.validateFormData({ method: { kind: 'card', cardNumber: '4111' }, contact: { email: 'a@b.c' } }, payment).errors).toEqual([]);
  });
});

describe('formats', () => {
  const validator = createCfworkerValidator();
  it.each<[string, string, boolean]>([
    ['date', '2024-02-29', true],
    ['date', '2023-02-29', false],
    ['time', '09:30', true],
    ['time', '09:30:15', true],
    ['time', '24:00', false],
    ['date-time', '2024-02-01T09:30:00Z', true],
    ['email', 'ana@example.com', true],
    ['email', 'ana', false],
    ['uri', 'https://example.com/a', true],
    ['tel', '+63 917 123 4567', true],
    ['tel', 'call me', false],
    ['data-url', 'data:image/png;name=a.png;base64,AAAA', true],
    ['data-url', 'a.png', false],
  ])('%s: %s -> %s', (format, value, valid) => {
    expect(validator.isValid({ type: 'string', format }, value, { type: 'string', format })).toBe(valid);
  });
});

describe('data as the server reads it', () => {
  const validator = createCfworkerValidator();
  const amount: RJSFSchema = { type: 'object', properties: { amount: { type: 'number', minimum: 0 } } };

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s, which JSON sends as null', (value) => {
    expect(validator.validateFormData({ amount: value }, amount).errors.map((e) => e.property)).toEqual(['.amount']);
    expect(validator.isValid(amount, { amount: value }, amount)).toBe(false);
  });

  it('names the property a dependency needs, as required', () => {
    const bank: RJSFSchema = { type: 'object', properties: { account: { type: 'string' }, bank: { type: 'string' } }, dependencies: { account: ['bank'] } };
    expect(validator.validateFormData({ account: '123' }, bank).errors.map((e) => [e.property, e.message])).toEqual([['.bank', required]]);
  });
});

describe('the bounds an error names, as ajv names them', () => {
  const validator = createCfworkerValidator();
  const bounded: RJSFSchema = {
    type: 'object',
    properties: {
      atLeast: { type: 'number', minimum: 18 },
      atMost: { type: 'number', maximum: 9.5 },
      above: { type: 'number', exclusiveMinimum: 0 },
      below: { type: 'number', exclusiveMaximum: 100 },
      step: { type: 'number', multipleOf: 0.5 },
      email: { type: 'string', format: 'email' },
    },
  };

  it('gives each bound keyword its limit, multipleOf its step and format its name', () => {
    const { errors } = validator.validateFormData({ atLeast: 17, atMost: 10, above: 0, below: 100, step: 0.3, email: 'nope' }, bounded);
    expect(Object.fromEntries(errors.map((e) => [e.property, [e.name, e.params]]))).toEqual({
      '.atLeast': ['minimum', { limit: 18 }],
      '.atMost': ['maximum', { limit: 9.5 }],
      '.above': ['exclusiveMinimum', { limit: 0 }],
      '.below': ['exclusiveMaximum', { limit: 100 }],
      '.step': ['multipleOf', { multipleOf: 0.5 }],
      '.email': ['format', { format: 'email' }],
    });
  });
});
