import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { caretAfterDigits, digitsOnly, groupDigits, ungroupDigits, type DigitGroups } from '../core/format.ts';
import { FieldFrame, shownErrors } from './field-frame.tsx';
import { useNativeAria } from './use-native-aria.ts';
import { typedInputProps, useTypedValue } from './typed-value.tsx';
import { maxLengthOf, textOf, valueOf } from './widget-value.ts';

// The input behind the number and phone widgets: it keeps digits only, as typed or pasted, at most maxLength of
// them, and may show them in groups while the value stays bare digits.

export interface DigitsInputProps extends WidgetProps {
  groups?: DigitGroups;
  type?: 'text' | 'tel';
  autoComplete?: string;
}

/** The input alone, which a key re-renders without the frame around it (typed-value.tsx). */
function DigitsField({ props, inputRef }: { props: DigitsInputProps; inputRef: RefObject<InputRef> }) {
  const { groups, type = 'text', autoComplete } = props;
  const caret = useRef<number | null>(null);
  const typed = useTypedValue(props);
  const digits = digitsOnly(textOf(typed.value));
  const shown = groups === undefined ? digits : groupDigits(digits, groups);
  const max = maxLengthOf(props);

  // Regrouping rewrites the text, so the caret is put back after the same digits it followed.
  useLayoutEffect(() => {
    const element = inputRef.current?.nativeElement;
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    const at = caretAfterDigits(element.value, caret.current);
    caret.current = null;
    element.setSelectionRange(at, at);
  });

  function change(text: string) {
    const element = inputRef.current?.nativeElement;
    const end = element?.selectionStart ?? text.length;
    let next = ungroupDigits(text, max);
    let before = Math.min(digitsOnly(text.slice(0, end)).length, next.length);
    if (next === digits && text.length < shown.length && before > 0) {
      // Backspace over a group separator: drop the digit in front of it rather than do nothing.
      next = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    caret.current = before;
    typed.change(valueOf(next, props));
  }

  return (
    <Input
      ref={inputRef}
      type={type}
      inputMode="numeric"
      autoComplete={autoComplete}
      value={shown}
      onChange={change}
      {...typedInputProps(typed, props)}
    />
  );
}

export function DigitsInput(props: DigitsInputProps) {
  const { id, label, hideLabel, required, rawErrors, hideError } = props;
  const inputRef = useRef<InputRef>(null);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <DigitsField props={props} inputRef={inputRef} />
    </FieldFrame>
  );
}
