import type { WidgetProps } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { ungroupDigits } from '../../core/format.ts';
import { message } from '../../../core/messages.ts';
import { InputWithButton } from '../input-with-button.tsx';
import { maxLengthOf, textOf, valueOf } from '../widget-value.ts';
import styles from './sms-code-widget.module.css';

// An SMS-code field: digits only, with the send button beside it. The widget keeps no timer and sends
// nothing: the screen gives the seconds left and what a tap does through ui:options. A tap during the
// countdown still reaches the screen, which answers it (SPEC.md section 4: "do not send repeatedly").

export interface SmsCodeOptions {
  /** The send button was tapped. */
  onSend?: () => void;
  /** Seconds until another code may be sent; the button shows 'Ns' while above 0. */
  countdown?: number;
  /** A send is under way: the button spins. */
  sending?: boolean;
}

export function SmsCodeWidget(props: WidgetProps) {
  const { disabled, readonly } = props;
  const options = props.options as WidgetProps['options'] & SmsCodeOptions;
  const max = maxLengthOf(props);
  const countdown = Math.max(0, Math.ceil(options.countdown ?? 0));
  const waiting = countdown > 0;
  return (
    <InputWithButton
      widget={props}
      input={(typed) => ({
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        value: textOf(typed.value),
        onChange: (text) => typed.change(valueOf(ungroupDigits(text, max), props)),
      })}
    >
      <Button
        size="small"
        color={waiting ? 'default' : 'primary'}
        fill="outline"
        className={styles.send}
        loading={options.sending === true}
        disabled={disabled || readonly}
        onClick={() => options.onSend?.()}
      >
        {waiting ? message('widget.smsCode.countdown', { seconds: countdown }) : message('widget.smsCode.send')}
      </Button>
    </InputWithButton>
  );
}
