import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator } from './cfworker-validator.ts';
import { withRememberedIsValid } from './validator-memo.ts';

const option: RJSFSchema = { const: '1', title: 'First' };
const root: RJSFSchema = { type: 'object', properties: { choice: { type: 'string', oneOf: [option, { const: '2', title: 'Second' }] } } };

function counting() {
  const inner = createCfworkerValidator();
  const isValid = vi.spyOn(inner, 'isValid');
  return { inner, isValid, remembered: withRememberedIsValid(inner) };
}

describe('isValid remembered by content', () => {
  it('gives the same answers as the validator it wraps', () => {
    const { inner, remembered } = counting();
    for (const value of ['1', '2', undefined, 3]) {
      expect(remembered.isValid(option, value, root)).toBe(inner.isValid(option, value, root));
    }
    expect(remembered.isValid(option, '1', root)).toBe(true);
    expect(remembered.isValid(option, '2', root)).toBe(false);
  });

  it('asks the validator once for the same schema and data, even as new objects and under a new root', () => {
    const { isValid, remembered } = counting();
    remembered.isValid({ ...option }, '1', root);
    remembered.isValid({ ...option }, '1', { ...root });
    expect(isValid).toHaveBeenCalledTimes(1);
    remembered.isValid({ ...option }, '2', root);
    expect(isValid).toHaveBeenCalledTimes(2);
  });

  it('asks again for a schema with a $ref under another root schema, whose target may differ', () => {
    const { isValid, remembered } = counting();
    const referring: RJSFSchema = { $ref: '#/definitions/one' };
    const rootA: RJSFSchema = { definitions: { one: { const: '1' } } };
    const rootB: RJSFSchema = { definitions: { one: { const: '2' } } };
    expect(remembered.isValid(referring, '1', rootA)).toBe(true);
    expect(remembered.isValid(referring, '1', rootB)).toBe(false);
    expect(isValid).toHaveBeenCalledTimes(2);
  });

  it('hands the same wrapper back for the same validator, so rjsf keeps its schema utilities', () => {
    const inner = createCfworkerValidator();
    expect(withRememberedIsValid(inner)).toBe(withRememberedIsValid(inner));
  });

  it('passes validation of the whole form through unchanged', () => {
    const inner = createCfworkerValidator() as ValidatorType;
    const validateFormData = vi.spyOn(inner, 'validateFormData');
    withRememberedIsValid(inner).validateFormData({ choice: '3' }, root);
    expect(validateFormData).toHaveBeenCalledWith({ choice: '3' }, root);
  });
});
