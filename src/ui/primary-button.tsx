import styles from './primary-button.module.css';

// The one button of the error state ('Try again') and of a dead end ('Back'): a plain button in antd-mobile's primary
// look. antd-mobile's Button, with the DotLoading it draws when busy, is 2 KB gzip with its styles, in the first load
// of every page though these show only on failure (docs/decisions/005-bundle-strategy.md). It once stood in until
// antd-mobile's Button loaded, but a tap whose press landed on the stand-in and whose release landed on the Button that
// replaced it was no click at all: the borrower's 'Try again' did nothing. One element, from the first frame on.

export interface PrimaryButtonProps {
  text: string;
  onClick: () => void;
}

export function PrimaryButton({ text, onClick }: PrimaryButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={() => onClick()}>
      {text}
    </button>
  );
}
