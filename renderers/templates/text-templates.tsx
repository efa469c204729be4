import { errorId, helpId, type DescriptionFieldProps, type FieldErrorProps, type FieldHelpProps, type TitleFieldProps } from '@rjsf/utils';
import { shownErrors } from '../widgets/field-frame.tsx';
import styles from './text-templates.module.css';

// The small texts around a field: rjsf draws them in every form, so they are here in the form's first load, plain
// and each nothing when it has nothing to say.

/** A field's description, under its label. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={styles.description}>
      {description}
    </div>
  );
}

/** A group's title, where a template other than ours asks for one. */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <div id={id} className={styles.title}>
      {title}
      {required ? <span aria-hidden="true"> *</span> : null}
    </div>
  );
}

/** A field's errors, where a template other than ours asks for them (ours draw them through FieldFrame). */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const shown = shownErrors(errors?.filter((error): error is string => typeof error === 'string'));
  if (shown.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className={styles.errors}>
      {shown.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </div>
  );
}

/** A field's ui:help text, under it. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className={styles.help}>
      {help}
    </div>
  );
}
