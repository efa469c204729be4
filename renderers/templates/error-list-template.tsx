import type { ErrorListProps } from '@rjsf/utils';
import styles from './text-templates.module.css';

/**
 * Errors show beside their fields (FieldFrame). Only those that have no field to show at, the form's own (a oneOf at
 * the root, a customValidate on the whole form), show here at the top, so a refused submit always shows something.
 */
export function ErrorListTemplate({ errorSchema }: ErrorListProps) {
  const rootErrors = [...new Set(errorSchema.__errors ?? [])];
  if (rootErrors.length === 0) return null;
  return (
    <div role="alert" className={styles.errors}>
      {rootErrors.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </div>
  );
}
