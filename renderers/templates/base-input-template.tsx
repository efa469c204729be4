import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef } from 'react';
import { shownErrors } from '../widgets/field-frame.tsx';
import { useNativeAria } from '../widgets/use-native-aria.ts';

/**
 * The input under rjsf's own input widgets, where a form reaches one that the registry does not replace: an
 * antd-mobile Input, inside the frame FieldTemplate draws. The registry's own widgets do not use it.
 */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, schema, options, onChange, onChangeOverride, onBlur, onFocus, disabled, readonly, placeholder, autofocus, required, rawErrors, hideError } = props;
  const ref = useRef<InputRef>(null);
  useNativeAria(ref, id, shownErrors(rawErrors, hideError).length > 0, required);
  const inputProps = getInputProps(schema, type, options);
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <Input
      ref={ref}
      id={id}
      type={inputProps.type}
      value={text}
      min={typeof inputProps.min === 'number' ? inputProps.min : undefined}
      max={typeof inputProps.max === 'number' ? inputProps.max : undefined}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(next) => (onChangeOverride ? onChangeOverride({ target: { value: next } } as never) : onChange(next === '' ? options.emptyValue : next))}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
