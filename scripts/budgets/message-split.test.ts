import { describe, expect, it } from 'vitest';
import { namedEntries } from './message-split.ts';

const catalog = {
  'common.retry': 'Try again',
  'error.network': 'No network',
  'error.timeout': 'Too slow',
  'complaint.detailEmpty': 'Please fill in your comments and suggestions',
  'complaint.detail': 'Detail',
};

describe('the catalog entries a module names', () => {
  it('takes quoted keys, in any quotes', () => {
    expect(namedEntries(`message('common.retry'); x = "complaint.detailEmpty";`, catalog)).toEqual({
      'common.retry': 'Try again',
      'complaint.detailEmpty': 'Please fill in your comments and suggestions',
    });
  });

  it('takes every key under the fixed start of a template literal', () => {
    expect(namedEntries('message(`error.${kind}`)', catalog)).toEqual({ 'error.network': 'No network', 'error.timeout': 'Too slow' });
  });

  it('does not take a key that is only part of a longer one, or unquoted text', () => {
    expect(namedEntries(`message('complaint.detailEmpty'); // complaint.detail`, catalog)).toEqual({
      'complaint.detailEmpty': 'Please fill in your comments and suggestions',
    });
  });

  it('takes the keys a JSON uiSchema names, as its module has them', () => {
    const uiSchemaModule = 'export default {"problemDetail":{"ui:options":{"errorMessages":{"required":"complaint.detailEmpty"}}}};';
    expect(Object.keys(namedEntries(uiSchemaModule, catalog))).toEqual(['complaint.detailEmpty']);
  });
});
