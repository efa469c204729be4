import { errorId, type ErrorListProps, type RJSFValidationError } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './text-templates.module.css';

/** The id rjsf gives the field an error names ('.payout.accountNumber' → 'root_payout_accountNumber'). */
function fieldIdOf(error: RJSFValidationError, idPrefix: string, separator: string): string | undefined {
  const keys = (error.property ?? '')
    .replace(/\['([^']*)'\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((key) => key !== '');
  return keys.length === 0 ? undefined : [idPrefix, ...keys].join(separator);
}

/**
 * Errors show beside their fields (FieldFrame). Those with no field on the screen to show at, the form's own (a
 * customValidate on the whole form) and those of a field that is not drawn (a oneOf option not chosen), show here at
 * the top, so a refused submit always shows something.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const { idPrefix = 'root', idSeparator = '_' } = registry.globalFormOptions;
  useLayoutEffect(() => {
    const here = ref.current;
    const form = here?.closest('form');
    const texts = errors
      .filter((error) => {
        const id = fieldIdOf(error, idPrefix, idSeparator);
        if (id === undefined || !form) return true;
        // The field's input, its error line (a frame showing the error), or one of its options (a radio group's
        // inputs are '<id>-<index>').
        const field = form.ownerDocument.getElementById(id) ?? form.ownerDocument.getElementById(errorId(id)) ?? form.querySelector(`[id^="${CSS.escape(id)}-"]`);
        return !field || !form.contains(field);
      })
      .map((error) => error.message ?? error.stack);
    const next = [...new Set(texts)];
    setUnplaced((previous) => (previous.length === next.length && previous.every((text, index) => text === next[index]) ? previous : next));
  }, [errors, idPrefix, idSeparator]);
  return (
    <div ref={ref} role={unplaced.length > 0 ? 'alert' : undefined} className={unplaced.length > 0 ? styles.errors : undefined}>
      {unplaced.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </div>
  );
}
