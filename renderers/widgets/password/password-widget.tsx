import type { WidgetProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { typedInputProps, Typed } from '../typed-value.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';
import styles from './password-widget.module.css';

// A password (ui:widget 'password', format 'password'): masked, with a button that shows what was typed and masks it
// again. The browser may fill in a saved password unless ui:options.autocomplete says otherwise ('new-password' on a
// sign-up form).

export function PasswordWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, options, disabled } = props;
  const inputRef = useRef<InputRef>(null);
  const [visible, setVisible] = useState(false);
  const max = maxLengthOf(props);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  const toggleLabel = visible ? message('widget.password.hide') : message('widget.password.show');
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div className={styles.row}>
        <Typed widget={props}>
          {(typed) => (
            <Input
              ref={inputRef}
              className={styles.input}
              type={visible ? 'text' : 'password'}
              autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
              autoCapitalize="off"
              autoCorrect="off"
              value={textOf(typed.value)}
              maxLength={max}
              onChange={(text) => typed.change(valueOf(clip(text, max), props))}
              {...typedInputProps(typed, props)}
            />
          )}
        </Typed>
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}

export default PasswordWidget;
