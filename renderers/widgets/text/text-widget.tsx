import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef } from 'react';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { typedInputProps, Typed } from '../typed-value.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';

export function TextWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, options } = props;
  const inputRef = useRef<InputRef>(null);
  const max = maxLengthOf(props);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <Typed widget={props}>
        {(typed) => (
          <Input
            ref={inputRef}
            type={typeof options.inputType === 'string' ? options.inputType : 'text'}
            autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
            value={textOf(typed.value)}
            maxLength={max}
            onChange={(text) => typed.change(valueOf(clip(text, max), props))}
            {...typedInputProps(typed, props)}
          />
        )}
      </Typed>
    </FieldFrame>
  );
}
