import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { createElement } from 'react';
import { message } from '../../core/messages.ts';
import styles from './array.module.css';

/** One item of an array: a group named by its position, its field, and its buttons under it. */
export default function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema, readonly } = props;
  return (
    <div role="group" aria-label={message('form.array.item', { index: index + 1 })} className={styles.item}>
      {children}
      {hasToolbar && !readonly ? (
        <div className={styles.toolbar}>
          {createElement(getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema)), buttonsProps)}
        </div>
      ) : null}
    </div>
  );
}
