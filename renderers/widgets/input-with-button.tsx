import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputProps, type InputRef } from 'antd-mobile';
import { useRef, type ReactNode } from 'react';
import { FieldFrame, shownErrors } from './field-frame.tsx';
import { typedInputProps, Typed, type TypedValue } from './typed-value.tsx';
import { useNativeAria } from './use-native-aria.ts';
import styles from './input-with-button.module.css';

// The captcha, SMS-code and password widgets are one typed input with a button beside it (the image, the send
// button, the show/hide toggle): the frame, the row, the typed value and the input's native aria live here once, and
// each widget brings what its input accepts and its button.

export interface InputWithButtonProps {
  /** The widget's own props: the frame's label, states and errors, and the input's id, name and handlers. */
  widget: WidgetProps;
  /** What this widget's input takes beyond what every typed input does: its value, change, keyboard and autofill. */
  input: (typed: TypedValue) => InputProps;
  /** The button beside the input. */
  children: ReactNode;
}

export function InputWithButton({ widget, input, children }: InputWithButtonProps) {
  const { id, label, hideLabel, required, rawErrors, hideError } = widget;
  const inputRef = useRef<InputRef>(null);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div className={styles.row}>
        <div className={styles.input}>
          <Typed widget={widget}>{(typed) => <Input ref={inputRef} {...input(typed)} {...typedInputProps(typed, widget)} />}</Typed>
        </div>
        {children}
      </div>
    </FieldFrame>
  );
}
