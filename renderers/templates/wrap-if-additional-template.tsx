import { ADDITIONAL_PROPERTY_FLAG, buttonId, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { message } from '../../core/messages.ts';
import styles from './additional.module.css';

/**
 * A property that an object's additionalProperties allow: its name (an antd-mobile Input, renamed when the borrower
 * leaves it), its value (the field rjsf drew) and a remove button, as one group named by the property.
 */
export default function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, schema, disabled, readonly, onKeyRename, onRemoveProperty, registry, uiSchema } = props;
  const [key, setKey] = useState(label);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <div role="group" aria-label={label} className={styles.additional}>
      <List.Item title={<label htmlFor={keyId}>{message('form.additional.key')}</label>}>
        <Input
          id={keyId}
          value={key}
          disabled={disabled}
          readOnly={readonly}
          onChange={setKey}
          onBlur={() => {
            if (key !== label) onKeyRename(key);
          }}
        />
      </List.Item>
      {children}
      {readonly ? null : (
        <div className={styles.toolbar}>
          <RemoveButton
            id={buttonId(id, 'remove')}
            aria-label={message('form.additional.removeLabel', { key: label })}
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
