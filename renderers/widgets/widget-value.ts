import type { WidgetProps } from '@rjsf/utils';

// How the registry widgets turn what was typed into the form value, as rjsf's own widgets do.

/** The text an input shows for a form value. */
export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Whether a schema's values are numbers: type number or integer, alone or beside null. */
export function isNumberSchema(schema: Pick<WidgetProps['schema'], 'type'>): boolean {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type !== 'null');
  return types.length > 0 && types.every((type) => type === 'integer' || type === 'number');
}

// A number as a person types it: an optional sign, digits with at most one decimal point (a trailing one allowed,
// "3." on the way to "3.14"), and an optional exponent. Anything else, "-" and "1e" on their way included, is not
// yet a number, and the data gets none.
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The finite number a text says, or undefined when it says none: never NaN, never Infinity; -0 reads as 0. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return undefined;
  return parsed === 0 ? 0 : parsed;
}

/**
 * The form value of a typed text. An emptied field takes ui:options.emptyValue (undefined by default, so 'required'
 * catches it), and so does a number field whose text is not a number: the data holds a parsed number or nothing.
 */
export function valueOf(text: string, props: Pick<WidgetProps, 'options' | 'schema'>): unknown {
  if (text === '') return props.options.emptyValue;
  if (!isNumberSchema(props.schema)) return text;
  return parseNumberText(text) ?? props.options.emptyValue;
}

/** The schema's maxLength (JSON Schema counts code points), or ui:options.maxLength for non-string fields. */
export function maxLengthOf(props: Pick<WidgetProps, 'options' | 'schema'>): number | undefined {
  const max = props.schema.maxLength ?? props.options.maxLength;
  return typeof max === 'number' && max >= 0 ? max : undefined;
}

export function clip(text: string, max: number | undefined): string {
  if (max === undefined) return text;
  const points = Array.from(text);
  return points.length > max ? points.slice(0, max).join('') : text;
}
