import type { ArrayFieldTitleProps } from '@rjsf/utils';
import styles from './array.module.css';

/** An array's title, as the legend of its fieldset, so its items and buttons are announced under it. */
export default function ArrayFieldTitleTemplate({ title, required }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <legend className={styles.title}>
      {title}
      {required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  );
}
