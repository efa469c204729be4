import { buttonId, getTemplate, getUiOptions, isFixedItems, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { createElement, useMemo } from 'react';
import { message } from '../../core/messages.ts';
import { ArrayContext } from './array-context.ts';
import styles from './array.module.css';

/** Whether the array takes more items than it has fixed ones: its add button shows, disabled while at maxItems. */
function takesMore({ schema, uiSchema }: ArrayFieldTemplateProps): boolean {
  if (getUiOptions(uiSchema).addable === false) return false;
  return !isFixedItems(schema) || (schema.additionalItems !== undefined && schema.additionalItems !== false);
}

/**
 * An array: its title and description, its items (each drawn by ArrayFieldItemTemplate), and an add button that stays
 * in place, disabled, once the array holds maxItems, so the borrower sees why nothing more can be added. A read-only
 * array shows no buttons.
 */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { AddButton } = registry.templates.ButtonTemplates;
  const shownTitle = uiOptions.label === false ? undefined : uiOptions.title || title;
  const context = useMemo<ArrayContext>(
    () => ({
      minItems: typeof schema.minItems === 'number' ? schema.minItems : 0,
      title: uiOptions.title || title,
      fixedItems: Array.isArray(schema.items) ? schema.items.length : 0,
    }),
    [schema.minItems, schema.items, uiOptions.title, title],
  );
  return (
    <ArrayContext.Provider value={context}>
      <fieldset id={fieldPathId.$id} className={styles.array}>
        {createElement(getTemplate('ArrayFieldTitleTemplate', registry, uiOptions), { fieldPathId, title: shownTitle, required, schema, uiSchema, registry })}
        {createElement(getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions), {
          fieldPathId,
          description: uiOptions.description || schema.description,
          schema,
          uiSchema,
          registry,
        })}
        {readonly || disabled ? null : optionalDataControl}
        {items.length === 0 && (readonly || disabled) ? <div className={styles.empty}>{message('form.array.empty')}</div> : null}
        {items}
        {takesMore(props) && !readonly ? (
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={disabled || !canAdd}
            aria-label={shownTitle ? message('form.array.addTo', { title: shownTitle }) : undefined}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
      </fieldset>
    </ArrayContext.Provider>
  );
}
