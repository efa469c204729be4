import Tabs from 'antd-mobile/es/components/tabs';
import type { TabRowProps } from './tab-row.tsx';
import styles from './tab-row.module.css';

/** antd-mobile's Tabs as a row of titles (the content is the caller's). Loaded by tab-row.tsx, apart from the page. */
export default function TabRowTabs({ label, tabs, active, onChange }: TabRowProps) {
  return (
    <Tabs aria-label={label} activeKey={active} onChange={onChange} className={styles.tabs}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
