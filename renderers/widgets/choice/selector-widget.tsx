import type { WidgetProps } from '@rjsf/utils';
import { Selector } from 'antd-mobile';
import { FieldFrame } from '../field-frame.tsx';
import { choiceOptions, groupAria, indexesOfValues, indexOfValue, valueAtIndex, valuesAtIndexes } from './choice-options.ts';
import styles from './choice.module.css';
import { groupFocusHandlers } from './use-group.ts';

// The options as antd-mobile's Selector, tiles in a grid (ui:widget 'selector'): one choice, or several for an array
// of unique choices. Asked for by name only: its tiles are not reached by the keyboard, so 'select' draws radios.

export default function SelectorWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, multiple, value, onChange, options } = props;
  const choices = choiceOptions(props);
  const chosen = multiple ? indexesOfValues(value, choices) : [indexOfValue(value, choices)].filter((index) => index >= 0);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div className={readonly ? styles.readonly : undefined} {...groupFocusHandlers(props)}>
        <Selector
          {...groupAria(props)}
          aria-required={required || undefined}
          aria-readonly={readonly || undefined}
          aria-multiselectable={multiple || undefined}
          columns={typeof options.columns === 'number' ? options.columns : undefined}
          multiple={multiple}
          disabled={disabled}
          options={choices.map((choice, index) => ({ label: choice.label, value: String(index) }))}
          value={chosen.map(String)}
          onChange={(keys) => {
            if (readonly) return;
            onChange(multiple ? valuesAtIndexes(keys, choices) : valueAtIndex(keys[0], choices, options.emptyValue));
          }}
        />
      </div>
    </FieldFrame>
  );
}
