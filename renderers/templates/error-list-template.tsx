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

/** The oneOf/anyOf an error's rule sits in (innermost) and its alternative: ['#/properties/payout/oneOf', '1']. */
function alternativeOf(error: RJSFValidationError): [string, string] | undefined {
  const match = /^(.*\/(?:oneOf|anyOf))\/(\d+)(?:\/|$)/.exec(error.schemaPath ?? '');
  return match ? [match[1]!, match[2]!] : undefined;
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
    const placed = (error: RJSFValidationError) => {
      const id = fieldIdOf(error, idPrefix, idSeparator);
      if (id === undefined || !form) return false;
      // The field's input, its error line (a frame showing the error), or one of its options (a radio group's
      // inputs are '<id>-<index>').
      const field = form.ownerDocument.getElementById(id) ?? form.ownerDocument.getElementById(errorId(id)) ?? form.querySelector(`[id^="${CSS.escape(id)}-"]`);
      return field !== null && form.contains(field);
    };
    const shownBeside = errors.filter(placed);
    // When the value cannot tell which alternative was meant, the validator names every near one's errors; the form
    // can: the one drawn, whose errors show beside its fields. The others' are not the borrower's to fix.
    const ofAnotherOption = (error: RJSFValidationError) => {
      const [at, option] = alternativeOf(error) ?? [];
      return at !== undefined && shownBeside.some((shown) => alternativeOf(shown)?.[0] === at && alternativeOf(shown)?.[1] !== option);
    };
    const texts = errors.filter((error) => !placed(error) && !ofAnotherOption(error)).map((error) => error.message ?? error.stack);
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
