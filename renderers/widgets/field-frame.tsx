import { errorId } from '@rjsf/utils';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { message } from '../../core/messages.ts';
import styles from './field-frame.module.css';

// Every field draws its label and its errors the same way, through this frame: the registry widgets do it
// themselves (so a widget looks the same in a form and on its own), and FieldTemplate does it for any other field.

/** A class for what screen readers read and nothing draws: a hidden label, or a state a role cannot carry. */
export const visuallyHidden = styles.visuallyHidden;

export interface FieldFrameProps {
  /** The id of the input the label names. */
  id: string;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  errors?: readonly string[];
  hideError?: boolean;
  children: ReactNode;
}

/** The errors a frame will show: none when hidden, each text once. */
export function shownErrors(errors: readonly string[] | undefined, hideError?: boolean): string[] {
  return hideError ? [] : [...new Set(errors ?? [])];
}

/** The id of a field's required hint (RequiredHint). */
export function requiredHintId(id: string): string {
  return `${id}__required`;
}

/**
 * "Required." for screen readers, for an element whose role cannot carry aria-required (a button, a group): the
 * element names this in its aria-describedby while the field shows no error.
 */
export function RequiredHint({ id }: { id: string }) {
  return (
    <span id={requiredHintId(id)} className={visuallyHidden}>
      {message('field.requiredHint')}
    </span>
  );
}

/** Errors that belong to a group (an object or array) rather than to one input. */
export function GroupErrors({ id, errors, hideError }: Pick<FieldFrameProps, 'id' | 'errors' | 'hideError'>) {
  const shown = shownErrors(errors, hideError);
  if (shown.length === 0) return null;
  return (
    <div id={errorId(id)} className={`${styles.errors} ${styles.groupErrors}`}>
      {shown.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </div>
  );
}

export function FieldFrame({ id, label, hideLabel, required, errors, hideError, children }: FieldFrameProps) {
  const shown = shownErrors(errors, hideError);
  const labelElement = label ? (
    <span className={hideLabel ? visuallyHidden : undefined}>
      <label htmlFor={id}>{label}</label>
      {required ? <span aria-hidden="true" className={styles.requiredMark}> *</span> : null}
    </span>
  ) : null;
  return (
    <List.Item
      title={hideLabel ? undefined : labelElement}
      description={
        shown.length > 0 ? (
          <div id={errorId(id)} className={styles.errors}>
            {shown.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </div>
        ) : undefined
      }
    >
      {hideLabel ? labelElement : null}
      {children}
    </List.Item>
  );
}
