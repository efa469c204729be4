import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef, type HTMLAttributes } from 'react';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { typedInputProps, Typed } from '../typed-value.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';

// The one-line text input behind the text, email, uri and tel widgets: each names the input's type, the keyboard
// a phone shows (inputmode) and what the browser may fill in (autocomplete); ui:options.inputType and
// ui:options.autocomplete still win over those.

export interface TextKind {
  type: 'text' | 'email' | 'url' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

const plain: TextKind = { type: 'text' };

export function TextInput({ kind = plain, ...props }: WidgetProps & { kind?: TextKind }) {
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
            type={typeof options.inputType === 'string' ? options.inputType : kind.type}
            inputMode={kind.inputMode}
            autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : kind.autoComplete}
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
