import { lazy, Suspense, type ComponentType } from 'react';
import styles from './primary-button.module.css';

// The one button of the error state ('Try again') and of a dead end ('Back'). antd-mobile's Button, with the
// DotLoading it draws when busy, is 2 KB gzip with their styles, in the first load of every page though these show
// only on failure (docs/decisions/005-bundle-strategy.md). So the button is a plain one of the same text and look
// until antd-mobile's arrives, and stays plain if that cannot load (the network being down, maybe the very error
// shown): the way forward is always there from the first frame.

export interface PrimaryButtonProps {
  text: string;
  onClick: () => void;
}

function PlainButton({ text, onClick }: PrimaryButtonProps) {
  return (
    <button type="button" className={styles.plain} onClick={() => onClick()}>
      {text}
    </button>
  );
}

const AntdButton = lazy((): Promise<{ default: ComponentType<PrimaryButtonProps> }> => import('./antd-primary-button.tsx').catch(() => ({ default: PlainButton })));

export function PrimaryButton(props: PrimaryButtonProps) {
  return (
    <Suspense fallback={<PlainButton {...props} />}>
      <AntdButton {...props} />
    </Suspense>
  );
}
