import type { WidgetProps } from '@rjsf/utils';
import { Slider } from 'antd-mobile';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { errorId } from '@rjsf/utils';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { Typed, type TypedValue } from '../typed-value.tsx';
import { numberBounds, snap, type NumberBounds } from './number-bounds.ts';
import styles from './range-widget.module.css';

// A number on a slider (ui:widget 'range'): antd-mobile's Slider between the schema's minimum and maximum (0 and 100
// when it names none), in steps of its multipleOf. The value is shown beside it. antd-mobile's thumb takes no keys,
// so the thumb is made focusable and the arrow, Home and End keys move it, as a native range input's do.

const keySteps: Record<string, (value: number, bounds: NumberBounds) => number> = {
  ArrowRight: (value, { step }) => value + step,
  ArrowUp: (value, { step }) => value + step,
  ArrowLeft: (value, { step }) => value - step,
  ArrowDown: (value, { step }) => value - step,
  PageUp: (value, { step }) => value + step * 10,
  PageDown: (value, { step }) => value - step * 10,
  Home: (_value, { min }) => min,
  End: (_value, { max }) => max,
};

function RangeSlider({ props, typed, bounds }: { props: WidgetProps; typed: TypedValue; bounds: NumberBounds }) {
  const { id, label, disabled, readonly, rawErrors, hideError, required } = props;
  const box = useRef<HTMLDivElement>(null);
  const value = typeof typed.value === 'number' ? typed.value : undefined;
  const locked = disabled || readonly;
  const hasErrors = shownErrors(rawErrors, hideError).length > 0;

  // The thumb is antd-mobile's <div role="slider">: it gets the field's id (for the label), focus and the states.
  useLayoutEffect(() => {
    const thumb = box.current?.querySelector<HTMLElement>('[role="slider"]');
    if (!thumb) return;
    thumb.id = id;
    thumb.tabIndex = disabled ? -1 : 0;
    thumb.setAttribute('aria-valuetext', value === undefined ? '' : String(value));
    if (readonly) thumb.setAttribute('aria-readonly', 'true');
    else thumb.removeAttribute('aria-readonly');
    if (required) thumb.setAttribute('aria-required', 'true');
    else thumb.removeAttribute('aria-required');
    if (hasErrors) {
      thumb.setAttribute('aria-invalid', 'true');
      thumb.setAttribute('aria-describedby', errorId(id));
    } else {
      thumb.removeAttribute('aria-invalid');
      thumb.removeAttribute('aria-describedby');
    }
  });

  const set = (next: number) => {
    const snapped = snap(next, bounds);
    if (snapped !== value) typed.change(snapped);
  };

  return (
    <div
      ref={box}
      className={styles.row}
      onKeyDown={(event: KeyboardEvent) => {
        const move = keySteps[event.key];
        if (!move || locked) return;
        event.preventDefault();
        set(move(value ?? bounds.min, bounds));
      }}
      onBlur={() => {
        typed.commit();
        props.onBlur(id, typed.value);
      }}
    >
      <Slider
        className={styles.slider}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value ?? bounds.min}
        disabled={disabled}
        aria-label={label}
        onChange={(next) => {
          if (!readonly && typeof next === 'number') set(next);
        }}
      />
      <output className={styles.value} htmlFor={id} aria-live="polite">
        {value ?? ''}
      </output>
    </div>
  );
}

export function RangeWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError } = props;
  const bounds = numberBounds(props, { min: 0, max: 100 });
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <Typed widget={props}>{(typed) => <RangeSlider props={props} typed={typed} bounds={bounds} />}</Typed>
    </FieldFrame>
  );
}

export default RangeWidget;
