import type { WidgetProps } from '@rjsf/utils';
import { TextArea, type TextAreaRef } from 'antd-mobile';
import { useRef } from 'react';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { typedInputProps, Typed } from '../typed-value.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';

/** A text box with a count against the schema's maxLength; input past the limit is dropped (SPEC.md section 5). */
export function TextareaWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, options } = props;
  const textAreaRef = useRef<TextAreaRef>(null);
  const max = maxLengthOf(props);
  useNativeAria(textAreaRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <Typed widget={props}>
        {(typed) => (
          <TextArea
            ref={textAreaRef}
            value={textOf(typed.value)}
            maxLength={max}
            showCount
            rows={typeof options.rows === 'number' ? options.rows : 4}
            onChange={(text) => typed.change(valueOf(clip(text, max), props))}
            {...typedInputProps(typed, props)}
          />
        )}
      </Typed>
    </FieldFrame>
  );
}
