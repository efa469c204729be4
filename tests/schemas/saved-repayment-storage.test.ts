import { describe, expect, it } from 'vitest';
import fields from '../../schemas/api/repayment/repayment-fields.json';
import storageSchema from '../../schemas/storage/saved-repayment.json';
import { withoutAnnotations } from '../../scripts/schema/generate.ts';
import { kindOf } from '../../scripts/schema/walk.ts';

// schemas/storage/saved-repayment.json copies PayNotice from the repayment contract (a $ref out of schemas/storage
// cannot resolve the same in ajv and in the type generator): the copies stay equal.
describe('schemas/storage/saved-repayment.json', () => {
  it('is a schema, so gen writes its type and precompiled validator', () => {
    expect(kindOf('storage/saved-repayment.json')).toBe('schema');
  });

  it("keeps its PayNotice and payCode equal to the contract's", () => {
    const defs = storageSchema.definitions;
    expect(withoutAnnotations(defs.payNotice)).toEqual(withoutAnnotations(fields.definitions.payNotice));
    expect(withoutAnnotations(defs.payNoticeEntry)).toEqual(withoutAnnotations(fields.definitions.payNoticeEntry));
    expect(withoutAnnotations(storageSchema.properties.payCode)).toEqual(
      withoutAnnotations(fields.definitions.defDetail.properties.payCode),
    );
    expect(withoutAnnotations(storageSchema.properties.repayAmount)).toEqual(withoutAnnotations(fields.definitions.money));
  });
});
