// The keystroke benchmark page (`npm run bench`, never shipped): ?form=ours draws the 100-field bank-binding form
// with our SchemaForm as the bank-binding screen does (the adapter's schema and uiSchema with its pickers' options as
// enums, data held by the caller);
// ?form=stock draws the same schema with stock rjsf: default widgets, runtime ajv and liveValidate; ?form=floor
// draws the floor: the same fields as bare, uncontrolled inputs that React draws once and never re-renders, so a
// key there costs only what the browser itself does (the text, its layout and the frame).
// The page records, for every key pressed, the time from the key event to the next paint (window.__latency, latency.ts).
import 'antd-mobile/es/global';
import '../../../src/ui/theme.css';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { adaptCardInit } from '../../../core/card-init/card-init-adapter.ts';
import { createCfworkerValidator } from '../../../renderers/core/cfworker-validator.ts';
import { SchemaForm } from '../../../renderers/SchemaForm.tsx';
import { benchCardInit } from './bench-card-init.ts';
import { recordKeystrokeLatency } from './latency.ts';

const adapted = adaptCardInit(benchCardInit());
// As the bank-binding screen draws it: the adapter's form as it is.
const schema = adapted.schema as RJSFSchema;
const uiSchema = adapted.uiSchema as UiSchema;
// As bank binding validates its server-sent form: eval-free, one validator for the page.
const ourValidator = createCfworkerValidator<Record<string, unknown>>();

function Ours() {
  const [formData, setFormData] = useState<Record<string, unknown>>(adapted.formDataDefaults);
  return <SchemaForm<Record<string, unknown>> schema={schema} uiSchema={uiSchema} formData={formData} onChange={setFormData} idPrefix="root" validator={ourValidator} />;
}

function Floor() {
  return (
    <form>
      {benchCardInit().items.map((item) => (
        <p key={item.code}>
          <label htmlFor={`root_${item.code}`}>{item.title}</label>
          <input id={`root_${item.code}`} name={item.code} />
        </p>
      ))}
    </form>
  );
}

function Stock() {
  return <Form schema={schema} validator={validator} liveValidate idPrefix="root" />;
}

const which = new URLSearchParams(window.location.search).get('form');
recordKeystrokeLatency();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={enUS}>{which === 'stock' ? <Stock /> : which === 'floor' ? <Floor /> : <Ours />}</ConfigProvider>
  </StrictMode>,
);
