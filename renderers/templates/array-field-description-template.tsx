import type { ArrayFieldDescriptionProps } from '@rjsf/utils';
import styles from './array.module.css';

/** An array's description, under its title. */
export default function ArrayFieldDescriptionTemplate({ description }: ArrayFieldDescriptionProps) {
  if (!description) return null;
  return <div className={styles.description}>{description}</div>;
}
