import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef } from 'react';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { focusHandlers, Typed } from '../typed-value.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';

export function TextWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, placeholder, autofocus, options } = props;
  const inputRef = useRef<InputRef>(null);
  const max = maxLengthOf(props);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <Typed widget={props}>
        {(typed) => (
          <Input
            ref={inputRef}
            id={id}
            name={props.htmlName ?? id}
            type={typeof options.inputType === 'string' ? options.inputType : 'text'}
            autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
            value={textOf(typed.value)}
            maxLength={max}
            placeholder={placeholder}
            disabled={disabled}
            readOnly={readonly}
            autoFocus={autofocus}
            onChange={(text) => typed.change(valueOf(clip(text, max), props))}
            {...focusHandlers(typed, props)}
          />
        )}
      </Typed>
    </FieldFrame>
  );
}
