import { describe, expect, it } from 'vitest';
import { adaptCardInit } from '../../../core/card-init/card-init-adapter.ts';
import { withEnumOptions } from './enum-options.ts';

describe('withEnumOptions', () => {
  const adapted = adaptCardInit({
    cardTypes: [{ value: 1, name: 'Bank account' }],
    items: [
      { cate: 'enum', code: 'bankCode', title: 'Bank', subtitle: 'Pick', note: [{ name: 'BDO Unibank', type: 'BDO' }, { name: 'Metrobank', type: 7 }] },
      { cate: 'text', code: 'accountName', title: 'Name' },
    ],
  });

  it('turns oneOf options into enum + ui:enumNames, keeping the rest of the field', () => {
    const { schema, uiSchema } = withEnumOptions(adapted.schema, adapted.uiSchema);
    expect(schema.properties.bankCode).toEqual({ type: 'string', title: 'Bank', enum: ['BDO', '7'] });
    expect(uiSchema.bankCode).toEqual({ 'ui:widget': 'picker', 'ui:placeholder': 'Pick', 'ui:enumNames': ['BDO Unibank', 'Metrobank'] });
  });

  it('leaves other fields, the order and required alone', () => {
    const { schema, uiSchema } = withEnumOptions(adapted.schema, adapted.uiSchema);
    expect(schema.properties.accountName).toBe(adapted.schema.properties.accountName);
    expect(schema.required).toEqual(['bankCode', 'accountName']);
    expect(uiSchema['ui:order']).toEqual(['bankCode', 'accountName']);
  });
});
