import { deepEquals, enumOptionsIsSelected, enumOptionsValueForIndex, errorId, type EnumOptionsType, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { message } from '../../../core/messages.ts';
import { shownErrors } from '../field-frame.tsx';

// What the choice, checkboxes and boolean widgets share: the options of a field and how a drawn option maps back to
// its value. An option is keyed by its place in the list, never by String(value): an enum's values may be of any
// JSON type (objects, arrays, null), two objects print alike as "[object Object]", and a key per place keeps every
// option and gives React unique keys.

export interface ChoiceOption {
  label: string;
  value: unknown;
}

/** The schema whose enum or oneOf lists the options: the items' schema for an array of choices. */
function optionsSchema(schema: RJSFSchema): RJSFSchema {
  return schema.type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
    ? (schema.items as RJSFSchema)
    : schema;
}

/** A label from the schema's own `enumNames` (an older, non-standard spelling that product JSON still uses). */
function schemaEnumName(schema: RJSFSchema, value: unknown): string | undefined {
  const { enum: values, enumNames } = schema as RJSFSchema & { enumNames?: unknown };
  if (!Array.isArray(values) || !Array.isArray(enumNames)) return undefined;
  const index = values.findIndex((candidate) => deepEquals(candidate, value));
  const name: unknown = enumNames[index];
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function hasUiEnumNames(props: Pick<WidgetProps, 'uiSchema'>): boolean {
  return props.uiSchema?.['ui:enumNames'] !== undefined || props.uiSchema?.['ui:options']?.enumNames !== undefined;
}

/**
 * The options rjsf derived (ui:enumNames, each oneOf's title, or the value itself as its label), with the labels that
 * rjsf leaves to the theme filled in: a schema's own `enumNames`, and Yes and No from the catalog for a boolean.
 */
export function choiceOptions(props: Pick<WidgetProps, 'options' | 'schema' | 'uiSchema'>): ChoiceOption[] {
  const derived = (props.options.enumOptions ?? []) as EnumOptionsType[];
  const schema = optionsSchema(props.schema);
  const named = !hasUiEnumNames(props);
  const yesNo = schema.type === 'boolean' && !Array.isArray(schema.oneOf) && named;
  return derived.map(({ label, value }) => {
    if (yesNo && typeof value === 'boolean') return { label: message(value ? 'widget.boolean.yes' : 'widget.boolean.no'), value };
    return { label: (named ? schemaEnumName(schema, value) : undefined) ?? label, value };
  });
}

/**
 * The index of the option the value is, or -1. Compared deeply, so that an object value finds its option; not with
 * rjsf's enumOptionsIndexForValue, which reads an array value as a list of chosen values.
 */
export function indexOfValue(value: unknown, options: readonly ChoiceOption[]): number {
  return options.findIndex((option) => deepEquals(option.value, value));
}

/** The indexes of the options an array value holds. */
export function indexesOfValues(values: unknown, options: readonly ChoiceOption[]): number[] {
  const chosen = (Array.isArray(values) ? values : []) as EnumOptionsType['value'][];
  return options.flatMap((option, index) => (enumOptionsIsSelected(option.value as EnumOptionsType['value'], chosen) ? [index] : []));
}

/** The value of the option at `index`, or `emptyValue` when there is none. */
export function valueAtIndex(index: number | string | undefined, options: readonly ChoiceOption[], emptyValue?: unknown): unknown {
  if (index === undefined) return emptyValue;
  return enumOptionsValueForIndex(index, options as EnumOptionsType[], emptyValue as EnumOptionsType['value']);
}

/** The values of the options at `indexes`, in the options' order (as rjsf's own checkboxes keep them). */
export function valuesAtIndexes(indexes: readonly (number | string)[], options: readonly ChoiceOption[]): unknown[] {
  const chosen = new Set(indexes.map(Number));
  return options.flatMap((option, index) => (chosen.has(index) ? [option.value] : []));
}

/** The id of the option at `index`: the field's id first, so that rjsf's focus on the first error finds it. */
export function optionIdOf(id: string, index: number): string {
  return `${id}-${index}`;
}

/** The ARIA states of a group of options: its name, its error link, and required and read-only where allowed. */
export function groupAria(props: Pick<WidgetProps, 'id' | 'label' | 'rawErrors' | 'hideError'>) {
  const hasErrors = shownErrors(props.rawErrors, props.hideError).length > 0;
  return {
    'aria-label': props.label || undefined,
    'aria-invalid': hasErrors || undefined,
    'aria-describedby': hasErrors ? errorId(props.id) : undefined,
  };
}
