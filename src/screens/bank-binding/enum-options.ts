import type { FormSchema, FormUiSchema } from '../../../core/card-init/card-init-types.ts';

// The adapter gives an enum item's options as oneOf [{const: type, title: name}]. rjsf 6 computes a
// field's default from the first oneOf option's const (experimental_defaultFormStateBehavior
// constAsDefaults 'always', its default), so every picker would start with its first option chosen,
// picked for the borrower without a tap. The same options as enum + ui:enumNames have no default and
// reach the picker widget unchanged (rjsf's optionsList reads both). Once SchemaForm sets
// constAsDefaults 'never', this step can go.

export function withEnumOptions(schema: FormSchema, uiSchema: FormUiSchema): { schema: FormSchema; uiSchema: FormUiSchema } {
  const properties: FormSchema['properties'] = {};
  const ui: FormUiSchema = { ...uiSchema };
  for (const [code, field] of Object.entries(schema.properties)) {
    const { oneOf, ...rest } = field;
    if (!oneOf) {
      properties[code] = field;
      continue;
    }
    properties[code] = { ...rest, enum: oneOf.map((option) => option.const) };
    const fieldUi = uiSchema[code];
    ui[code] = { ...(fieldUi && !Array.isArray(fieldUi) ? fieldUi : {}), 'ui:enumNames': oneOf.map((option) => option.title) } as FormUiSchema[string];
  }
  return { schema: { ...schema, properties }, uiSchema: ui };
}
