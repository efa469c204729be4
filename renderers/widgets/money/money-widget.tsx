import type { WidgetProps } from '@rjsf/utils';
import { NumberKeyboard } from 'antd-mobile';
import { useRef, useState, type KeyboardEvent } from 'react';
import { message } from '../../../core/messages.ts';
import { shownErrors } from '../field-frame.tsx';
import { ValueButton, valueButtonPlaceholder } from '../value-button.tsx';
import { maxLengthOf } from '../widget-value.ts';
import { moneyText, moneyValue, typeMoneyKey, type MoneyRules } from './money-text.ts';
import styles from './money-widget.module.css';

// A money amount (ui:widget 'money', SPEC.md section 5): antd-mobile's NumberKeyboard with digits, a dot, delete,
// Confirm and hide, in place of the phone's keyboard. It types at most ui:options.maxLength characters (10 by
// default) and two decimals (ui:options.decimals; none for an integer field). The screen shows the text as typed
// ("12." on the way to "12.50"); the data holds the amount as a number, or nothing while empty.

const DEFAULT_MAX_LENGTH = 10;

function rulesOf(props: WidgetProps): MoneyRules {
  const decimals = props.schema.type === 'integer' ? 0 : typeof props.options.decimals === 'number' ? props.options.decimals : 2;
  return { maxLength: maxLengthOf(props) ?? DEFAULT_MAX_LENGTH, decimals };
}

export function MoneyWidget(props: WidgetProps) {
  const { id, label, rawErrors, hideError, disabled, readonly, placeholder, value, onChange, onBlur, onFocus, options } = props;
  const rules = rulesOf(props);
  const [open, setOpen] = useState(false);
  // The text as typed, kept while the data holds the amount it says; a value set elsewhere replaces it.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const text = typed !== null && typed.value === value ? typed.text : moneyText(value, rules.decimals);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const locked = disabled || readonly;

  const show = (next: string) => {
    const amount = moneyValue(next) ?? options.emptyValue;
    setTyped({ text: next, value: amount });
    onChange(amount);
  };
  const input = (key: string) => {
    const next = typeMoneyKey(text, key, rules);
    if (next !== undefined) show(next);
  };
  const remove = () => {
    if (text !== '') show(text.slice(0, -1));
  };
  const close = () => {
    if (!open) return;
    setOpen(false);
    onBlur(id, value);
  };

  return (
    <>
      <ValueButton
        field={props}
        ref={triggerRef}
        name={props.htmlName ?? id}
        className={styles.amount}
        aria-expanded={open}
        aria-invalid={shownErrors(rawErrors, hideError).length > 0 || undefined}
        disabled={disabled}
        onClick={() => {
          if (locked) return;
          setOpen(true);
          onFocus(id, value);
        }}
        onBlur={close}
        // A hardware keyboard types too (a desktop browser, a phone with one).
        onKeyDown={(event: KeyboardEvent) => {
          if (locked) return;
          if (/^[\d.]$/.test(event.key)) input(event.key);
          else if (event.key === 'Backspace') remove();
          else if (event.key === 'Escape') close();
          else return;
          event.preventDefault();
        }}
      >
        {text === '' ? <span className={valueButtonPlaceholder}>{placeholder}</span> : text}
      </ValueButton>
      <NumberKeyboard
        visible={open}
        title={label || message('widget.money.keyboard')}
        customKey={rules.decimals > 0 ? '.' : undefined}
        confirmText={message('common.confirm')}
        showCloseButton
        closeOnConfirm={false}
        onInput={input}
        onDelete={remove}
        onConfirm={() => {
          close();
          triggerRef.current?.focus({ preventScroll: true });
        }}
        onClose={close}
      />
    </>
  );
}

export default MoneyWidget;
