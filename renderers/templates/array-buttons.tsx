import type { IconButtonProps } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { message, type MessageKey } from '../../core/messages.ts';
import styles from './array.module.css';

// rjsf's button templates, on antd-mobile: the array's add, remove, move and copy buttons, an additional property's
// remove button, and the clear button. A caller names the button for a screen reader with aria-label (which item it
// acts on); its text is the catalog's.

type ButtonProps = IconButtonProps;

function buttonFor(text: MessageKey, color: 'default' | 'danger' | 'primary' = 'default') {
  return function RegistryButton({ id, onClick, disabled, 'aria-label': ariaLabel }: ButtonProps) {
    return (
      <Button id={id} size="mini" fill="outline" color={color} disabled={disabled} aria-label={ariaLabel} onClick={onClick}>
        {message(text)}
      </Button>
    );
  };
}

/** Adds an item to an array, or a property to an object that takes more. */
export function AddButton({ id, onClick, disabled, 'aria-label': ariaLabel }: ButtonProps) {
  return (
    <div className={styles.add}>
      <Button id={id} size="small" fill="outline" color="primary" block disabled={disabled} aria-label={ariaLabel} onClick={onClick}>
        {message('form.array.add')}
      </Button>
    </div>
  );
}

export const RemoveButton = buttonFor('form.array.remove', 'danger');
export const MoveUpButton = buttonFor('form.array.moveUp');
export const MoveDownButton = buttonFor('form.array.moveDown');
export const CopyButton = buttonFor('form.array.copy');
export const ClearButton = buttonFor('form.clear');
