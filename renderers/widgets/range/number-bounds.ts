import type { WidgetProps } from '@rjsf/utils';

// The bounds and step of the range and updown widgets, from the schema: minimum/maximum (or the exclusive ones,
// moved in by a step), multipleOf as the step, else ui:options.step, else 1.

export interface NumberBounds {
  min: number;
  max: number;
  step: number;
  /** Decimals of the step, to round away float noise (0.1 + 0.2). */
  digits: number;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

export function numberBounds(props: Pick<WidgetProps, 'schema' | 'options'>, fallback: { min: number; max: number }): NumberBounds {
  const { schema, options } = props;
  const step = finite(schema.multipleOf) ?? finite(options.step) ?? 1;
  const min = finite(schema.minimum) ?? (finite(schema.exclusiveMinimum) !== undefined ? finite(schema.exclusiveMinimum)! + step : fallback.min);
  const max = finite(schema.maximum) ?? (finite(schema.exclusiveMaximum) !== undefined ? finite(schema.exclusiveMaximum)! - step : fallback.max);
  return { min, max: Math.max(min, max), step, digits: decimalsOf(step) };
}

/** The value moved onto the step grid from min and within the bounds, without float noise. */
export function snap(value: number, { min, max, step, digits }: NumberBounds): number {
  const stepped = Math.round((value - min) / step) * step + min;
  const clamped = Math.min(max, Math.max(min, stepped));
  return Number(clamped.toFixed(digits));
}
