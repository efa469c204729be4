import { Tabs } from 'antd-mobile';
import type { CardType } from '../../../core/card-init/card-init-types.ts';
import styles from './card-type-tabs.module.css';

export interface CardTypeTabsProps {
  /** The tab list's accessible name. */
  label: string;
  types: CardType[];
  active: number;
  onChange: (cardType: number) => void;
}

/** The card-type tab row. Its own module: Tabs animate with react-spring, which bank-binding-form.tsx loads lazily. */
export default function CardTypeTabs({ label, types, active, onChange }: CardTypeTabsProps) {
  return (
    <Tabs
      aria-label={label}
      activeKey={String(active)}
      onChange={(key) => onChange(Number(key))}
      className={styles.tabs}
    >
      {types.map((type) => (
        <Tabs.Tab key={String(type.value)} title={type.name} />
      ))}
    </Tabs>
  );
}
