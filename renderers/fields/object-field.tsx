import { getDefaultRegistry } from '@rjsf/core';
import {
  deepEquals,
  getUiOptions,
  orderProperties,
  shouldRenderOptionalField,
  toFieldPathId,
  useDeepCompareMemo,
  type ErrorSchema,
  type FieldPathId,
  type FieldProps,
  type Registry,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { memo, type ComponentType } from 'react';

// Cast because rjsf's Field type does not type-check as a JSX element under React's types.
const StockObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

// Keys that make an object's shape depend on its data or on options; such objects go to rjsf's own ObjectField.
const DYNAMIC_KEYS = ['additionalProperties', 'patternProperties', 'dependencies', 'dependentSchemas', 'dependentRequired', 'if', 'allOf', 'anyOf', 'oneOf', '$ref'];

function isPlainObjectSchema(schema: RJSFSchema): boolean {
  if (typeof schema.properties !== 'object' || schema.properties === null) return false;
  return DYNAMIC_KEYS.every((key) => !(key in schema) || (key === 'additionalProperties' && schema.additionalProperties === false));
}

interface PropertyProps {
  name: string;
  required: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
  formData: unknown;
  parentPath: FieldPathId['path'];
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: Registry;
  disabled: boolean | undefined;
  readonly: boolean | undefined;
  hideError: boolean | undefined;
}

// Every prop but the three schema parts and the path is a primitive or stable, so those are compared by identity.
// rjsf hands an object a freshly built uiSchema and errorSchema on each change, so their per-property parts (and the
// schema and path, when rebuilt) are compared by value, which for one field's small parts is far cheaper than
// rendering it. A field whose value and errors did not change thus skips rendering, and skips rjsf's deep comparison
// of all its props.
function sameProperty(previous: PropertyProps, next: PropertyProps): boolean {
  for (const key of Object.keys(next) as (keyof PropertyProps)[]) {
    if (previous[key] === next[key]) continue;
    if (key === 'schema' || key === 'uiSchema' || key === 'errorSchema' || key === 'parentPath') {
      if (deepEquals(previous[key], next[key])) continue;
    }
    return false;
  }
  return true;
}

const Property = memo(function Property(props: PropertyProps) {
  const { registry, name, parentPath } = props;
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  const fieldPathId = useDeepCompareMemo(toFieldPathId(name, registry.globalFormOptions, parentPath));
  return (
    <SchemaField
      name={name}
      required={props.required}
      schema={props.schema}
      uiSchema={props.uiSchema}
      errorSchema={props.errorSchema}
      fieldPathId={fieldPathId}
      formData={props.formData}
      onChange={props.onChange}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      registry={registry}
      disabled={props.disabled}
      readonly={props.readonly}
      hideError={props.hideError}
    />
  );
}, sameProperty);

function PlainObjectField(props: FieldProps & { order: string[] }) {
  const { schema, uiSchema = {}, formData, errorSchema, fieldPathId, registry, name, title, required = false, disabled, readonly, hideError, order } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const Template = uiOptions.ObjectFieldTemplate ?? registry.templates.ObjectFieldTemplate;
  const data = (formData ?? {}) as Record<string, unknown>;
  const errors = errorSchema as Record<string, ErrorSchema | undefined> | undefined;

  const properties = order.map((property) => {
    const propertyUiSchema = uiSchema[property] as UiSchema | undefined;
    return {
      content: (
        <Property
          key={property}
          name={property}
          required={Array.isArray(schema.required) && schema.required.includes(property)}
          schema={(schema.properties?.[property] ?? {}) as RJSFSchema}
          uiSchema={propertyUiSchema}
          errorSchema={errors?.[property]}
          formData={data[property]}
          parentPath={fieldPathId.path}
          onChange={props.onChange}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          registry={registry}
          disabled={disabled}
          readonly={readonly}
          hideError={hideError}
        />
      ),
      name: property,
      readonly,
      disabled,
      required,
      hidden: getUiOptions(propertyUiSchema).widget === 'hidden',
    };
  });

  return (
    <Template
      title={uiOptions.label === false ? '' : (uiOptions.title ?? schema.title ?? title ?? name)}
      description={uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description)}
      properties={properties}
      readonly={readonly}
      disabled={disabled}
      required={required}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={errorSchema}
      schema={schema}
      formData={formData}
      registry={registry}
      onAddProperty={() => undefined}
    />
  );
}

/**
 * rjsf's ObjectField for the plain objects our forms are made of (fixed properties, nothing conditional): it renders
 * the same SchemaFields through the same ObjectFieldTemplate, but a key press re-renders only the field it changed
 * (scripts/bench: rjsf's own re-rendered and deep-compared all 100 fields of the bank-binding form per key).
 * Anything else goes to rjsf's own ObjectField.
 */
export function ObjectField(props: FieldProps) {
  const { schema, registry, required = false, uiSchema } = props;
  if (props.childFieldPathId !== undefined || !isPlainObjectSchema(schema) || shouldRenderOptionalField(registry, schema, required, uiSchema)) {
    return <StockObjectField {...props} />;
  }
  let order: string[];
  try {
    order = orderProperties(Object.keys(schema.properties ?? {}), getUiOptions(uiSchema, registry.globalUiOptions).order);
  } catch {
    // rjsf's own ObjectField explains a ui:order that does not match the properties.
    return <StockObjectField {...props} />;
  }
  return <PlainObjectField {...props} order={order} />;
}
