import { errorId, type WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd-mobile';
import { useRef, type KeyboardEvent } from 'react';
import { groupFocusHandlers, useAutofocus } from '../choice/use-group.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';

// A yes-or-no field as antd-mobile's Switch, the default drawing of a boolean. antd-mobile draws it as a
// div with role 'switch' that only a tap turns: here it also takes the focus and turns on Space and Enter, and it
// is named by the field's label rather than antd-mobile's generic locale text.

export default function SwitchWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, autofocus, value, onChange } = props;
  const hasErrors = shownErrors(rawErrors, hideError).length > 0;
  const holder = useRef<HTMLSpanElement>(null);
  useAutofocus(holder, autofocus);
  const flip = (checked: boolean) => {
    if (!readonly) onChange(checked);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled || (event.key !== ' ' && event.key !== 'Enter')) return;
    event.preventDefault();
    flip(value !== true);
  };
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <span ref={holder} onKeyDown={onKeyDown} {...groupFocusHandlers(props)}>
        <Switch
          checked={value === true}
          disabled={disabled}
          onChange={flip}
          tabIndex={disabled ? undefined : 0}
          aria-label={label || undefined}
          aria-required={required || undefined}
          aria-readonly={readonly || undefined}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? errorId(id) : undefined}
        />
      </span>
    </FieldFrame>
  );
}
