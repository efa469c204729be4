import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useContext, useEffect } from 'react';
import { message } from '../../core/messages.ts';
import { FieldFrame } from '../widgets/field-frame.tsx';
import { FormProblemContext, type FormProblem } from './form-problem.ts';
import styles from './text-templates.module.css';

// What draws in place of an rjsf widget, field or template that the registry refuses (form-registry.ts,
// refusedRjsfNames): the schema checks refuse a form naming one, and one that still arrives from the server shows the
// catalog's words at that place and is reported, instead of rjsf's stock HTML.

function useReport(kind: FormProblem['kind'], path: string, detail: string) {
  const report = useContext(FormProblemContext);
  useEffect(() => report({ kind, path, detail }), [report, kind, path, detail]);
}

function Notice() {
  return (
    <div role="alert" className={styles.errors}>
      {message('form.unsupportedField')}
    </div>
  );
}

export function refusedWidget(name: string) {
  return function RefusedWidget({ id, label, hideLabel, required }: WidgetProps) {
    useReport('widget', id, `${name} is refused by the registry`);
    return (
      <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required}>
        <Notice />
      </FieldFrame>
    );
  };
}

export function refusedField(name: string) {
  return function RefusedField({ fieldPathId }: FieldProps) {
    useReport('field', fieldPathId.path.join('/'), `${name} is refused by the registry`);
    return <Notice />;
  };
}

export function refusedTemplate(name: string) {
  return function RefusedTemplate() {
    useReport('template', '', `${name} is refused by the registry`);
    return <Notice />;
  };
}
