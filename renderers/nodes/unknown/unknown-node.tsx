import { useEffect } from 'react';
import styles from './unknown-node.module.css';

/**
 * What ScreenRenderer draws for a descriptor entry the registry lacks, or one naming an action the screen did not
 * inject: a visible error (STYLE.md 3: no silent
 * fallback). Not in the `nodes` list, so no descriptor can name it. It lives beside the nodes so that its class
 * ships in their stylesheet rather than as a stylesheet of its own in every descriptor page's first paint.
 */
export function UnknownNode({ name, kind = 'node' }: { name: string; kind?: 'node' | 'action' }) {
  useEffect(() => console.error(`ScreenRenderer: unknown ${kind} "${name}"`), [name, kind]);
  // Text for whoever edits schemas/screens, not for borrowers: the schema checks refuse such a descriptor. Plain
  // text: an antd-mobile NoticeBar here put it and its icons (3 KB gzip) in every descriptor screen's first load.
  return (
    <div role="alert" className={styles.unknownNode}>
      {kind === 'node'
        ? `Unknown screen node "${name}": it is not in renderers/registry.ts.`
        : `Unknown screen action "${name}": the screen injects no handler of that name.`}
    </div>
  );
}
