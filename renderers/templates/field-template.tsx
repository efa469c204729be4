import { getUiOptions, resolveDefaultWidget, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { widgets } from '../registry.ts';
import { FieldFrame, GroupErrors } from '../widgets/field-frame.tsx';

const selfFramed: ReadonlySet<unknown> = new Set(Object.values(widgets));

function isGroup(schema: RJSFSchema): boolean {
  return schema.type === 'object' || schema.type === 'array';
}

/** Whether the widget drawing this field is one of the registry's, which draw their own label and errors. */
function drawsOwnFrame({ schema, uiSchema, registry }: FieldTemplateProps): boolean {
  const { widget } = getUiOptions(uiSchema);
  const name = widget ?? (schema.type === 'boolean' ? 'checkbox' : resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets).defaultWidget);
  return selfFramed.has(typeof name === 'string' ? registry.widgets[name] : name);
}

/** Label and errors beside the field, through the same frame the widgets use; groups show only their own errors. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hideError, hidden, required, displayLabel, description, help, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (isGroup(schema)) {
    return (
      <>
        {children}
        <GroupErrors id={id} errors={rawErrors} hideError={hideError} />
        {help}
      </>
    );
  }
  if (drawsOwnFrame(props)) {
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
