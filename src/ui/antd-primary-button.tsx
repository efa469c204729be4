import Button from 'antd-mobile/es/components/button';
import type { PrimaryButtonProps } from './primary-button.tsx';

/** antd-mobile's primary Button, loaded apart from the page by primary-button.tsx. */
export default function AntdPrimaryButton({ text, onClick }: PrimaryButtonProps) {
  return (
    <Button color="primary" onClick={() => onClick()}>
      {text}
    </Button>
  );
}
