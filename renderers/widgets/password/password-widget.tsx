import type { WidgetProps } from '@rjsf/utils';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { message } from '../../../core/messages.ts';
import { InputWithButton } from '../input-with-button.tsx';
import { clip, maxLengthOf, textOf, valueOf } from '../widget-value.ts';
import styles from './password-widget.module.css';

// A password (ui:widget 'password', format 'password'): masked, with a button that shows what was typed and masks it
// again. The browser may fill in a saved password unless ui:options.autocomplete says otherwise ('new-password' on a
// sign-up form).

export function PasswordWidget(props: WidgetProps) {
  const { id, options, disabled } = props;
  const [visible, setVisible] = useState(false);
  const max = maxLengthOf(props);
  const toggleLabel = visible ? message('widget.password.hide') : message('widget.password.show');
  return (
    <InputWithButton
      widget={props}
      input={(typed) => ({
        type: visible ? 'text' : 'password',
        autoComplete: typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password',
        autoCapitalize: 'off',
        autoCorrect: 'off',
        value: textOf(typed.value),
        maxLength: max,
        onChange: (text) => typed.change(valueOf(clip(text, max), props)),
      })}
    >
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
    </InputWithButton>
  );
}

export default PasswordWidget;
