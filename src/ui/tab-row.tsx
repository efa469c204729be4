import { lazy, Suspense } from 'react';
import styles from './tab-row.module.css';

// A row of tabs (bank binding's card types, the complaint list's tabs). antd-mobile's Tabs animate with
// react-spring: 17 KB gzip, more than the rest of a screen. They load beside the screen's first call instead of
// before its first paint (docs/decisions/005-bundle-strategy.md); until then a blank row of their height holds
// their place.
const loadTabs = () => import('./tab-row-tabs.tsx');
const Tabs = lazy(loadTabs);

/** Starts loading the tabs now, for a screen that knows it will show them. */
export function preloadTabRow(): void {
  void loadTabs().catch(() => undefined);
}

export interface TabRowProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { key: string; title: string }[];
  active: string;
  onChange: (key: string) => void;
}

export function TabRow(props: TabRowProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder}>{'\u00a0'}</div>}>
      <Tabs {...props} />
    </Suspense>
  );
}
