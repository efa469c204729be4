import { ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions, isCustomWidget, resolveDefaultWidget, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { Children, cloneElement, Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import { message } from '../../core/messages.ts';
import { isUnnamedKey } from './additional-keys.ts';
import { FieldFrame, GroupErrors } from '../widgets/field-frame.tsx';

function isGroup(schema: RJSFSchema): boolean {
  return schema.type === 'object' || schema.type === 'array';
}

/** Whether the widget drawing this field is one of those that draw their own label and errors. */
function drawsOwnFrame({ schema, uiSchema, registry }: FieldTemplateProps, selfFramed: ReadonlySet<unknown>): boolean {
  const { widget } = getUiOptions(uiSchema);
  const name = widget ?? (schema.type === 'boolean' ? 'checkbox' : resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets).defaultWidget);
  return selfFramed.has(typeof name === 'string' ? registry.widgets[name] : name);
}

/**
 * rjsf labels a row's value with the row's name, which is its "newKey" until the borrower types one: such a value is
 * labelled with the catalog's word instead, in this frame and in the widget's own. rjsf's SchemaField hands its field
 * element as the first child of a fragment, and a widget's label comes from its `ui:title` first.
 */
function withUnnamedValueLabel(props: FieldTemplateProps): FieldTemplateProps {
  if (!isUnnamedKey(props.label)) return props;
  const label = message('form.additional.value');
  const retitle = (node: ReactNode): ReactNode => {
    if (!isValidElement<{ uiSchema?: object; children?: ReactNode }>(node)) return node;
    if (node.type !== Fragment) return cloneElement(node, { uiSchema: { ...node.props.uiSchema, 'ui:title': label } });
    const [field, ...rest] = Children.toArray(node.props.children);
    return cloneElement(node, {}, retitle(field), ...rest);
  };
  return { ...props, label, children: <>{retitle(props.children)}</> };
}

/**
 * The FieldTemplate for forms whose named widgets draw their own label and errors (the registry's widgets): label and
 * errors beside any other field, through the same frame those widgets use; groups show only their own errors.
 * The registry lists this template beside its widgets and hands them in here, so neither module imports the other.
 */
export function fieldTemplateFor(selfFramedWidgets: Iterable<unknown>): ComponentType<FieldTemplateProps> {
  const selfFramed: ReadonlySet<unknown> = new Set(selfFramedWidgets);
  function FramedField(props: FieldTemplateProps) {
    const { id, label, children, rawErrors, hideError, hidden, required, displayLabel, description, help, schema } = props;
    if (hidden) return <div hidden>{children}</div>;
    // An array drawn by one of those widgets (ui:widget: the image uploader) shows its errors in its own frame.
    if (isGroup(schema) && !(isCustomWidget(props.uiSchema) && drawsOwnFrame(props, selfFramed))) {
      return (
        <>
          {children}
          <GroupErrors id={id} errors={rawErrors} hideError={hideError} />
          {help}
        </>
      );
    }
    if (drawsOwnFrame(props, selfFramed)) {
      return (
        <>
          {children}
          {displayLabel ? description : null}
          {help}
        </>
      );
    }
    return (
      <FieldFrame id={id} label={displayLabel ? label : undefined} required={required} errors={rawErrors} hideError={hideError}>
        {displayLabel ? description : null}
        {children}
        {help}
      </FieldFrame>
    );
  }
  return function FieldTemplate(props: FieldTemplateProps) {
    if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return <FramedField {...props} />;
    // A property an object's additionalProperties allow: its name and a remove button around it.
    const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', props.registry, getUiOptions(props.uiSchema));
    return (
      <WrapIfAdditionalTemplate {...props}>
        <FramedField {...withUnnamedValueLabel(props)} />
      </WrapIfAdditionalTemplate>
    );
  };
}
