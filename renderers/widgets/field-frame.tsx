import { errorId } from '@rjsf/utils';
import { List } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';

// Every field draws its label and its errors the same way, through this frame: the registry widgets do it
// themselves (so a widget looks the same in a form and on its own), and FieldTemplate does it for any other field.

/** Read by screen readers, not drawn: a hidden label, or a state a widget's role cannot carry as an attribute. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const errorStyle: CSSProperties = { color: 'var(--adm-color-danger)', fontSize: 'var(--adm-font-size-6)' };

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

/** Errors that belong to a group (an object or array) rather than to one input. */
export function GroupErrors({ id, errors, hideError }: Pick<FieldFrameProps, 'id' | 'errors' | 'hideError'>) {
  const shown = shownErrors(errors, hideError);
  if (shown.length === 0) return null;
  return (
    <div id={errorId(id)} style={{ ...errorStyle, padding: '0 var(--adm-list-item-padding-left, 12px)' }}>
      {shown.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </div>
  );
}

export function FieldFrame({ id, label, hideLabel, required, errors, hideError, children }: FieldFrameProps) {
  const shown = shownErrors(errors, hideError);
  const labelElement = label ? (
    <span style={hideLabel ? visuallyHidden : undefined}>
      <label htmlFor={id}>{label}</label>
      {required ? <span aria-hidden="true" style={{ color: 'var(--adm-color-danger)' }}> *</span> : null}
    </span>
  ) : null;
  return (
    <List.Item
      title={hideLabel ? undefined : labelElement}
      description={
        shown.length > 0 ? (
          <div id={errorId(id)} style={errorStyle}>
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
