import { getDefaultRegistry } from '@rjsf/core';
import { createSchemaUtils, type Registry, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';
import { createCfworkerValidator } from '../core/cfworker-validator.ts';

// Hosts one widget outside a form, holding its value as a form would: for the widget tests and stories.

export interface WidgetHostProps extends Partial<Omit<WidgetProps, 'onChange' | 'value' | 'schema'>> {
  widget: ComponentType<WidgetProps>;
  schema: RJSFSchema;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function registryFor(schema: RJSFSchema): Registry {
  return { ...getDefaultRegistry(), rootSchema: schema, schemaUtils: createSchemaUtils(createCfworkerValidator(), schema) };
}

export function WidgetHost({ widget: Widget, schema, value: initial, onChange, options, ...rest }: WidgetHostProps) {
  const [value, setValue] = useState<unknown>(initial);
  const [registry] = useState(() => registryFor(schema));
  return (
    <Widget
      id="root_field"
      name="field"
      label=""
      onBlur={() => {}}
      onFocus={() => {}}
      registry={registry}
      {...rest}
      schema={schema}
      options={options ?? {}}
      value={value}
      onChange={(next: unknown) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}
