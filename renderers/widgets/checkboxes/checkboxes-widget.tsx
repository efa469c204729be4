import type { WidgetProps } from '@rjsf/utils';
import { Checkbox, Space } from 'antd-mobile';
import { useRef } from 'react';
import { choiceOptions, groupAria, indexesOfValues, optionIdOf, valuesAtIndexes } from '../choice/choice-options.ts';
import { groupFocusHandlers, useAutofocus, useReadonlyInputs } from '../choice/use-group.ts';
import { FieldFrame, RequiredHint, requiredHintId } from '../field-frame.tsx';
import styles from './checkboxes.module.css';

// Several choices from a list (an array of unique enum items): antd-mobile's Checkbox.Group, one native checkbox
// per option, named by its label. The boxes stand for the options' places in the list, and the array holds the
// chosen values in the options' order, whatever their JSON type.

export default function CheckboxesWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, disabled, readonly, autofocus, value, onChange, options } = props;
  const choices = choiceOptions(props);
  const group = useRef<HTMLDivElement>(null);
  useAutofocus(group, autofocus);
  useReadonlyInputs(group, readonly);
  const aria = groupAria(props);
  // A group cannot carry aria-required, so a required group says so in its description, as the picker does.
  const describedBy = aria['aria-describedby'] ?? (required ? requiredHintId(id) : undefined);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div
        ref={group}
        role="group"
        className={readonly ? styles.readonly : undefined}
        aria-label={aria['aria-label']}
        aria-describedby={describedBy}
        {...groupFocusHandlers(props)}
      >
        {required && !aria['aria-invalid'] ? <RequiredHint id={id} /> : null}
        <Checkbox.Group
          value={indexesOfValues(value, choices)}
          disabled={disabled}
          onChange={(indexes) => {
            if (!readonly) onChange(valuesAtIndexes(indexes as number[], choices));
          }}
        >
          <Space className={styles.options} direction={options.inline ? 'horizontal' : 'vertical'} wrap={Boolean(options.inline)}>
            {choices.map((choice, index) => (
              <Checkbox key={index} value={index} id={optionIdOf(id, index)}>
                {choice.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </div>
    </FieldFrame>
  );
}
