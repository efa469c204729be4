import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import { useContext, useMemo, type ComponentType } from 'react';
import { ArrayContext } from './array-context.ts';
import { arrayItemTitle } from './array-item-title.ts';

/**
 * rjsf's ArraySchemaField (a field, kept beside the array templates whose context it reads), which draws each item of
 * an array: the item's own SchemaField, labelled as a borrower reads
 * it ("Contact 2", array-item-title.ts) instead of rjsf's "Contacts-2". A ui:title the form gives the items
 * stands as written.
 */
export function ArrayItemField(props: FieldProps) {
  const array = useContext(ArrayContext);
  const { uiSchema, schema, registry } = props;
  const ownTitle = getUiOptions(uiSchema).title;
  const index = typeof props.index === 'number' ? props.index : 0;
  const title = ownTitle ?? arrayItemTitle({ itemTitle: schema.title, arrayTitle: array.title, index, fixedItems: array.fixedItems });
  const labelled = useMemo<UiSchema | undefined>(() => (ownTitle === undefined ? { ...uiSchema, 'ui:title': title } : uiSchema), [uiSchema, ownTitle, title]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  return <SchemaField {...props} uiSchema={labelled} />;
}
