import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { List } from 'antd-mobile';
import { Fragment } from 'react';
import styles from './object-field-template.module.css';

/** An object's fields as one antd-mobile List, under the object's title. */
export function ObjectFieldTemplate({ title, description, properties, optionalDataControl }: ObjectFieldTemplateProps) {
  return (
    <List header={title || undefined}>
      {description ? <div className={styles.description}>{description}</div> : null}
      {properties.map((property) => (
        <Fragment key={property.name}>{property.content}</Fragment>
      ))}
      {optionalDataControl}
    </List>
  );
}
