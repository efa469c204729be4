import { buttonId, type ArrayFieldItemButtonsTemplateProps, type IconButtonProps } from '@rjsf/utils';
import { useContext, type ComponentType, type MouseEventHandler } from 'react';
import { message, type MessageKey } from '../../core/messages.ts';
import { ArrayContext } from './array-context.ts';

/**
 * An item's move, copy and remove buttons, each named for the item it acts on. Remove is disabled while the array
 * holds only its minItems (rjsf would let it go below); a fixed tuple's items have none of these (rjsf says so).
 */
export default function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, fieldPathId, index, totalItems, registry, uiSchema } = props;
  const { minItems } = useContext(ArrayContext);
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const off = disabled || readonly;
  const vars = { index: index + 1 };
  const itemButton = (
    Button: ComponentType<IconButtonProps>,
    name: 'moveUp' | 'moveDown' | 'copy' | 'remove',
    label: MessageKey,
    locked: boolean | undefined,
    onClick: MouseEventHandler<HTMLButtonElement>,
  ) => (
    <Button id={buttonId(fieldPathId, name)} aria-label={message(label, vars)} disabled={locked} onClick={onClick} uiSchema={uiSchema} registry={registry} />
  );
  return (
    <>
      {hasMoveUp || hasMoveDown ? (
        <>
          {itemButton(MoveUpButton, 'moveUp', 'form.array.moveUpLabel', off || !hasMoveUp, props.onMoveUpItem)}
          {itemButton(MoveDownButton, 'moveDown', 'form.array.moveDownLabel', off || !hasMoveDown, props.onMoveDownItem)}
        </>
      ) : null}
      {hasCopy ? itemButton(CopyButton, 'copy', 'form.array.copyLabel', off, props.onCopyItem) : null}
      {hasRemove ? itemButton(RemoveButton, 'remove', 'form.array.removeLabel', off || totalItems <= minItems, props.onRemoveItem) : null}
    </>
  );
}
