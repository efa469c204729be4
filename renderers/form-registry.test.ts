import { describe, expect, it, vi } from 'vitest';

// loadFormCode: what a form draws at once but builds load apart, asked for ahead so that a page can draw the form whole.
describe('loadFormCode', () => {
  it("loads the widgets a form names and rjsf's array field, after which the form's code counts as loaded", async () => {
    vi.resetModules();
    const { formCodeLoaded, loadFormCode } = await import('./form-registry.ts');
    const schema = { type: 'object', properties: { detail: { type: 'string' }, images: { type: 'array', items: { type: 'string' } } } };
    const uiSchema = { detail: { 'ui:widget': 'textarea' }, images: { 'ui:widget': 'imageUploader' } };
    expect(formCodeLoaded(schema, uiSchema)).toBe(false);
    await loadFormCode(schema, uiSchema);
    expect(formCodeLoaded(schema, uiSchema)).toBe(true);
  });

  it('waits for each lazy part apart: a loaded widget does not stand for an array field not yet loaded', async () => {
    vi.resetModules();
    const { formCodeLoaded, loadFormCode } = await import('./form-registry.ts');
    await loadFormCode({ type: 'object', properties: { name: { type: 'string' } } }, { name: { 'ui:widget': 'textarea' } });
    expect(formCodeLoaded({ type: 'object' }, { name: { 'ui:widget': 'textarea' } })).toBe(true);
    expect(formCodeLoaded({ type: 'object', properties: { list: { type: 'array' } } }, { name: { 'ui:widget': 'textarea' } })).toBe(false);
    expect(formCodeLoaded({ type: 'object', properties: { when: { type: 'string', format: 'date' } } }, {})).toBe(false);
  });

  it('has nothing to wait for in a form of eager widgets only', async () => {
    vi.resetModules();
    const { formCodeLoaded } = await import('./form-registry.ts');
    expect(formCodeLoaded({ type: 'object', properties: { name: { type: 'string' } } }, { name: { 'ui:widget': 'text' } })).toBe(true);
  });
});
