import { ADDITIONAL_PROPERTY_FLAG, buttonId, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useContext, useRef, useState } from 'react';
import { message } from '../../core/messages.ts';
import { FieldFrame } from '../widgets/field-frame.tsx';
import { useNativeAria } from '../widgets/use-native-aria.ts';
import { isUnnamedKey, ObjectKeysContext } from './additional-keys.ts';
import styles from './additional.module.css';

/**
 * A property that an object's additionalProperties allow: its name (an antd-mobile Input, renamed when the borrower
 * leaves it), its value (the field rjsf drew) and a remove button, as one group named by the property. A new row's
 * name starts empty, with the catalog's hint, not rjsf's "newKey". A name another row holds is not taken: what was
 * typed stays in the input, with the catalog's words under it, until the borrower types another (rjsf would rename the
 * row to "Rent-1" without a word).
 */
export default function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, schema, disabled, readonly, onKeyRename, onRemoveProperty, registry, uiSchema } = props;
  const keys = useContext(ObjectKeysContext);
  const named = isUnnamedKey(label) ? '' : label;
  const [typed, setTyped] = useState(named);
  const [taken, setTaken] = useState<string | undefined>(undefined);
  const keyInput = useRef<InputRef>(null);
  const keyId = `${id}-key`;
  useNativeAria(keyInput, keyId, taken !== undefined);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const rowName = named || message('form.additional.keyPlaceholder');
  const rename = () => {
    const key = typed.trim();
    if (key === '' || key === label) return setTaken(undefined);
    if (keys.includes(key)) return setTaken(key);
    setTaken(undefined);
    onKeyRename(key);
  };
  return (
    <div role="group" aria-label={rowName} className={styles.additional}>
      <FieldFrame id={keyId} label={message('form.additional.key')} errors={taken === undefined ? [] : [message('form.additional.keyTaken', { key: taken })]}>
        <Input
          ref={keyInput}
          id={keyId}
          value={typed}
          placeholder={message('form.additional.keyPlaceholder')}
          disabled={disabled}
          readOnly={readonly}
          onChange={setTyped}
          onBlur={rename}
        />
      </FieldFrame>
      {children}
      {readonly ? null : (
        <div className={styles.toolbar}>
          <RemoveButton
            id={buttonId(id, 'remove')}
            aria-label={message('form.additional.removeLabel', { key: rowName })}
            disabled={disabled}
            onClick={onRemoveProperty}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
    </div>
  );
}
