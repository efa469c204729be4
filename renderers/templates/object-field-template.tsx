import { buttonId, canExpand, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { List } from 'antd-mobile';
import { Fragment } from 'react';
import { ObjectKeysContext } from './additional-keys.ts';
import styles from './object-field-template.module.css';

/** An object's fields as one antd-mobile List, under the object's title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, optionalDataControl, schema, uiSchema, formData, fieldPathId, disabled, readonly, registry } = props;
  // An object that takes more properties (additionalProperties) has an add button under them.
  const expands = !readonly && canExpand(schema, uiSchema, formData);
  const { AddButton } = registry.templates.ButtonTemplates;
  // The names the rows hold, for a row being renamed (wrap-if-additional-template.tsx).
  const keys = properties.map((property) => property.name);
  return (
    <ObjectKeysContext.Provider value={keys}>
      <List header={title || undefined}>
        {description ? <div className={styles.description}>{description}</div> : null}
        {properties.map((property) => (
          <Fragment key={property.name}>{property.content}</Fragment>
        ))}
        {optionalDataControl}
        {expands ? (
          <AddButton id={buttonId(fieldPathId, 'add')} onClick={props.onAddProperty} disabled={disabled} uiSchema={uiSchema} registry={registry} />
        ) : null}
      </List>
    </ObjectKeysContext.Provider>
  );
}
