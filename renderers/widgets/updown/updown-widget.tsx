import type { WidgetProps } from '@rjsf/utils';
import { Stepper, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { numberBounds } from '../range/number-bounds.ts';
import { useNativeAria } from '../use-native-aria.ts';

// A number with minus and plus buttons (ui:widget 'updown'): antd-mobile's Stepper within the schema's bounds, in
// steps of its multipleOf (1 by default); an integer field keeps no decimals. Emptied, the data takes
// ui:options.emptyValue (undefined by default), never NaN.

export function UpdownWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, schema, options, value, onChange, onBlur, onFocus } = props;
  const stepperRef = useRef<StepperRef>(null);
  const bounds = numberBounds(props, { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  const integer = schema.type === 'integer';
  useNativeAria(stepperRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  // antd-mobile's Stepper takes no id or name for its input: set them there, for the label.
  useLayoutEffect(() => {
    const input = stepperRef.current?.nativeElement;
    if (!input) return;
    input.setAttribute('id', id);
    input.setAttribute('name', props.htmlName ?? id);
  });
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <Stepper
        ref={stepperRef}
        allowEmpty
        value={typeof value === 'number' ? value : null}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        digits={integer ? 0 : bounds.digits > 0 ? bounds.digits : undefined}
        disabled={disabled || readonly}
        inputReadOnly={readonly}
        onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </FieldFrame>
  );
}

export default UpdownWidget;
