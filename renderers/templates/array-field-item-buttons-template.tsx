import { buttonId, type ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import { useContext } from 'react';
import { message } from '../../core/messages.ts';
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
  return (
    <>
      {hasMoveUp || hasMoveDown ? (
        <>
          <MoveUpButton
            id={buttonId(fieldPathId, 'moveUp')}
            aria-label={message('form.array.moveUpLabel', vars)}
            disabled={off || !hasMoveUp}
            onClick={props.onMoveUpItem}
            uiSchema={uiSchema}
            registry={registry}
          />
          <MoveDownButton
            id={buttonId(fieldPathId, 'moveDown')}
            aria-label={message('form.array.moveDownLabel', vars)}
            disabled={off || !hasMoveDown}
            onClick={props.onMoveDownItem}
            uiSchema={uiSchema}
            registry={registry}
          />
        </>
      ) : null}
      {hasCopy ? (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          aria-label={message('form.array.copyLabel', vars)}
          disabled={off}
          onClick={props.onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {hasRemove ? (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          aria-label={message('form.array.removeLabel', vars)}
          disabled={off || totalItems <= minItems}
          onClick={props.onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </>
  );
}
