import { getUiOptions, type MultiSchemaFieldTemplateProps, type WidgetProps } from '@rjsf/utils';
import { Selector } from 'antd-mobile';
import { isValidElement } from 'react';
import { FieldFrame } from '../widgets/field-frame.tsx';
import styles from './multi-schema.module.css';

/**
 * The chooser between a oneOf's or anyOf's options, drawn as an antd-mobile Selector with the options' titles. rjsf
 * hands this template its chooser already made (a select widget); the chooser here is drawn from that element's
 * props, so choosing an option goes through rjsf's own onChange and the data follows the option. A uiSchema that
 * names its own ui:widget for the chooser keeps it.
 */
function OptionChooser({ id, label, hideLabel, required, value, onChange, options, disabled, readonly, rawErrors, hideError }: WidgetProps) {
  const choices = (options.enumOptions ?? []).map((option) => ({ label: option.label, value: Number(option.value) }));
  return (
    <FieldFrame id={`${id}-option`} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <div id={`${id}-option`} role="group" aria-label={label}>
        <Selector<number>
          options={choices.map((choice) => ({ ...choice, disabled: disabled || readonly }))}
          value={typeof value === 'number' ? [value] : []}
          columns={choices.length > 3 ? 2 : choices.length || 1}
          onChange={(chosen) => {
            // Tapping the chosen option again leaves it chosen: a oneOf always has one.
            if (chosen.length > 0 && chosen[0] !== value) onChange(chosen[0]);
          }}
        />
      </div>
    </FieldFrame>
  );
}

export default function MultiSchemaFieldTemplate({ selector, optionSchemaField, uiSchema }: MultiSchemaFieldTemplateProps) {
  const ownChooser = isValidElement<WidgetProps>(selector) && getUiOptions(uiSchema).widget === undefined;
  return (
    <div className={styles.multiSchema}>
      {ownChooser ? <OptionChooser {...selector.props} /> : selector}
      {optionSchemaField}
    </div>
  );
}
