import type { WidgetProps } from '@rjsf/utils';
import { Button, Input, type InputRef } from 'antd-mobile';
import { useRef } from 'react';
import { ungroupDigits } from '../../core/format.ts';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors } from '../field-frame.tsx';
import { useNativeAria } from '../use-native-aria.ts';
import { typedInputProps, Typed } from '../typed-value.tsx';
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
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly } = props;
  const options = props.options as WidgetProps['options'] & SmsCodeOptions;
  const inputRef = useRef<InputRef>(null);
  const max = maxLengthOf(props);
  useNativeAria(inputRef, id, shownErrors(rawErrors, hideError).length > 0, required);
  const countdown = Math.max(0, Math.ceil(options.countdown ?? 0));
  const waiting = countdown > 0;
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div className={styles.row}>
        <div className={styles.input}>
          <Typed widget={props}>
            {(typed) => (
              <Input
                ref={inputRef}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={textOf(typed.value)}
                onChange={(text) => typed.change(valueOf(ungroupDigits(text, max), props))}
                {...typedInputProps(typed, props)}
              />
            )}
          </Typed>
        </div>
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
      </div>
    </FieldFrame>
  );
}
