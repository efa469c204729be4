import type { UnsupportedFieldProps } from '@rjsf/utils';
import { useContext, useEffect } from 'react';
import { message } from '../../core/messages.ts';
import { FormProblemContext } from './form-problem.ts';
import styles from './text-templates.module.css';

/**
 * A field whose schema the registry cannot draw (no type it knows): the catalog's words in its place, never rjsf's
 * English, and the problem reported. The rest of the form still draws.
 */
export default function UnsupportedFieldTemplate({ fieldPathId, reason }: UnsupportedFieldProps) {
  const report = useContext(FormProblemContext);
  const path = fieldPathId.path.join('/');
  useEffect(() => report({ kind: 'schema', path, detail: reason ?? 'unsupported schema' }), [report, path, reason]);
  return (
    <div role="alert" className={styles.errors}>
      {message('form.unsupportedField')}
    </div>
  );
}
