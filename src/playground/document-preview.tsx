import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { adaptCardInit } from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import { actionNames } from '../../renderers/core/binding.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import { nodes } from '../../renderers/registry.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';
import { ScreenRenderer } from '../../renderers/ScreenRenderer.tsx';
import type { DocumentKind } from './documents.ts';

// One preview through the app's own renderers and registry: a form through SchemaForm, a descriptor through
// ScreenRenderer with every registry node (this page is no borrower bundle), the bank-binding items through the
// card-init adapter the bank-binding page uses. Buttons do nothing here: every action a descriptor names is given a
// handler that does nothing, so a node is drawn as the screen draws it.

const validator = createCfworkerValidator<Record<string, unknown>>();
const doNothing = () => undefined;

function allActions(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allActions(item, found));
  else if (typeof value === 'object' && value !== null) {
    actionNames(value).forEach((name) => found.add(name));
    Object.values(value).forEach((child) => allActions(child, found));
  }
  return found;
}

export interface PreviewInput {
  kind: DocumentKind;
  /** The form's schema, the descriptor, or the card-init data. */
  json: unknown;
  /** A form's uiSchema. */
  uiSchema?: unknown;
  data?: unknown;
  cardType?: number;
}

/** `idPrefix`: the phones are drawn side by side in one page, where each form's ids (and its labels' targets) must differ. */
export function DocumentPreview({ kind, json, uiSchema, data, cardType, idPrefix }: PreviewInput & { idPrefix?: string }) {
  if (kind === 'screen') {
    const descriptor = json as ScreenDescriptor;
    const actions = Object.fromEntries([...allActions(descriptor.nodes)].map((name) => [name, doNothing]));
    return <ScreenRenderer descriptor={descriptor} nodes={nodes} data={data} actions={actions} onNavigate={doNothing} />;
  }
  if (kind === 'bank-binding') {
    const form = adaptCardInit(json as CardInitData, cardType === undefined ? {} : { cardType });
    return (
      <SchemaForm<Record<string, unknown>>
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        validator={validator}
        formData={form.formDataDefaults}
        idPrefix={idPrefix}
      />
    );
  }
  return (
    <SchemaForm<Record<string, unknown>>
      schema={json as RJSFSchema}
      uiSchema={uiSchema as UiSchema}
      validator={validator}
      formData={data as Record<string, unknown> | undefined}
      idPrefix={idPrefix}
    />
  );
}
