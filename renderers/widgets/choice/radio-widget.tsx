import type { WidgetProps } from '@rjsf/utils';
import { Radio, Space } from 'antd-mobile';
import { useRef } from 'react';
import { FieldFrame } from '../field-frame.tsx';
import { choiceOptions, groupAria, indexOfValue, optionIdOf, valueAtIndex } from './choice-options.ts';
import styles from './choice.module.css';
import { groupFocusHandlers, useAutofocus } from './use-group.ts';

// One choice among a few options, all in sight: antd-mobile's Radio.Group, one native radio per option, each named
// by its label. The radios stand for the options' places in the list, so a value of any JSON type is one option.

export default function RadioWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, autofocus, value, onChange, options } = props;
  const choices = choiceOptions(props);
  const chosen = indexOfValue(value, choices);
  const group = useRef<HTMLDivElement>(null);
  useAutofocus(group, autofocus);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div
        ref={group}
        role="radiogroup"
        className={readonly ? styles.readonly : undefined}
        {...groupAria(props)}
        aria-required={required || undefined}
        aria-readonly={readonly || undefined}
        {...groupFocusHandlers(props)}
      >
        <Radio.Group
          value={chosen >= 0 ? chosen : null}
          disabled={disabled}
          onChange={(index) => {
            if (!readonly) onChange(valueAtIndex(index, choices, options.emptyValue));
          }}
        >
          <Space className={styles.options} direction={options.inline ? 'horizontal' : 'vertical'} wrap={Boolean(options.inline)}>
            {choices.map((choice, index) => (
              <Radio key={index} value={index} id={optionIdOf(id, index)}>
                {choice.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
    </FieldFrame>
  );
}
