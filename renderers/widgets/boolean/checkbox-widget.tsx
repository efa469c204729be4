import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from 'antd-mobile';
import { useMemo, useRef } from 'react';
import { groupFocusHandlers, useAutofocus, useReadonlyInputs } from '../choice/use-group.ts';
import { FieldFrame } from '../field-frame.tsx';
import frameStyles from '../field-frame.module.css';
import { useNativeAria } from '../use-native-aria.ts';

// A yes-or-no field as one antd-mobile Checkbox (ui:widget 'checkbox'), its label beside the box as a borrower
// reads a consent: the box's own label names it, the frame shows only the errors.

export default function CheckboxWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, autofocus, value, onChange } = props;
  const holder = useRef<HTMLSpanElement>(null);
  // antd-mobile's Checkbox puts aria-* on its <label>: required-ness and the error link go on the native input.
  const native = useMemo(() => ({ get current() { return { nativeElement: holder.current?.querySelector('input') ?? null }; } }), []);
  useNativeAria(native, id, (rawErrors?.length ?? 0) > 0 && !hideError, required);
  useReadonlyInputs(holder, readonly);
  useAutofocus(holder, autofocus);
  return (
    <FieldFrame id={id} required={required} errors={rawErrors} hideError={hideError}>
      <span ref={holder} {...groupFocusHandlers(props)}>
        <Checkbox
          id={id}
          checked={value === true}
          disabled={disabled}
          onChange={(checked) => {
            if (!readonly) onChange(checked);
          }}
        >
          <span className={hideLabel ? frameStyles.visuallyHidden : undefined}>
            {label}
            {required ? <span aria-hidden="true" className={frameStyles.requiredMark}> *</span> : null}
          </span>
        </Checkbox>
      </span>
    </FieldFrame>
  );
}
