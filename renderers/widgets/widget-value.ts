import type { WidgetProps } from '@rjsf/utils';

// How the registry widgets turn what was typed into the form value, as rjsf's own widgets do.

/** The text an input shows for a form value. */
export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** An emptied field takes ui:options.emptyValue (undefined by default, so 'required' catches it). */
export function valueOf(text: string, props: Pick<WidgetProps, 'options' | 'schema'>): unknown {
  if (text === '') return props.options.emptyValue;
  const type = props.schema.type;
  return type === 'integer' || type === 'number' ? Number(text) : text;
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
