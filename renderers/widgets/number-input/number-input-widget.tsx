import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useContext, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { typedInputProps, UncommittedInputsContext, useTypedValue } from '../typed-value.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { clip, maxLengthOf, parseNumberText, textOf, valueOf } from '../widget-value.ts';

// A number or integer field typed as text (the default for type number and integer). The input keeps exactly what
// was typed ("3.", "-", "0.0", "1e") while the data gets only the number it says, or nothing: "3.14" is 3.14, never
// 314, and NaN never enters the data. Text that says no number shows "Enter a number" under the field once the
// borrower leaves it or sends the form; the bounds, multipleOf and whole-number checks are the validator's, in the
// catalog's words (renderers/core/form-errors.ts).

/** What the input last showed and the value it put in the data: the text stays while the data still holds that value. */
interface TypedText {
  text: string;
  value: unknown;
}

function isUnreadable(text: string): boolean {
  return text.trim() !== '' && parseNumberText(text) === undefined;
}

interface NumberFieldProps {
  props: WidgetProps;
  inputRef: RefObject<InputRef>;
  /** Shows or clears "Enter a number" in the frame around the input. */
  showUnreadable: (shown: boolean) => void;
}

/** The input alone, which a key re-renders without the frame around it (typed-value.tsx). */
function NumberField({ props, inputRef, showUnreadable }: NumberFieldProps) {
  const typed = useTypedValue(props);
  const [typedText, setTypedText] = useState<TypedText | null>(null);
  // A value set elsewhere (a reset, a restored draft) replaces the text; the form taking the typed value keeps it.
  const text = typedText !== null && typedText.value === typed.value ? typedText.text : textOf(typed.value);
  const max = maxLengthOf(props);
  const integer = props.schema.type === 'integer' || (Array.isArray(props.schema.type) && props.schema.type.includes('integer') && !props.schema.type.includes('number'));

  // A submit hands over every input first (templates/form-tag.tsx); this one then says whether its text is a number.
  const latestText = useRef(text);
  const inputs = useContext(UncommittedInputsContext);
  useLayoutEffect(() => {
    latestText.current = text;
  });
  useLayoutEffect(
    () =>
      inputs?.add(() => {
        if (!isUnreadable(latestText.current)) return true;
        showUnreadable(true);
        return false;
      }),
    [inputs, showUnreadable],
  );

  const base = typedInputProps(typed, props);
  return (
    <Input
      ref={inputRef}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete={typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'off'}
      value={text}
      maxLength={max}
      onChange={(next) => {
        const clipped = clip(next, max);
        const value = valueOf(clipped, props);
        setTypedText({ text: clipped, value });
        if (!isUnreadable(clipped)) showUnreadable(false);
        typed.change(value);
      }}
      {...base}
      onBlur={() => {
        base.onBlur();
        if (isUnreadable(text)) showUnreadable(true);
      }}
    />
  );
}

export function NumberInputWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError } = props;
  const inputRef = useRef<InputRef>(null);
  const [unreadable, setUnreadable] = useState(false);
  // Text that says no number leaves the data empty, so the validator can only say "required" of it: say what is wrong.
  const errors = unreadable ? [message('field.notANumber')] : rawErrors;
  useNativeAria(inputRef, id, shownErrors(errors, hideError).length > 0, required);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={errors} hideError={hideError}>
      <NumberField props={props} inputRef={inputRef} showUnreadable={setUnreadable} />
    </FieldFrame>
  );
}

export default NumberInputWidget;
