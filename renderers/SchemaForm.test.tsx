import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { message } from '../core/messages.ts';
import { SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';

type Contact = { name?: string; phone?: string; suggestion?: string };

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'phone', 'suggestion'],
  properties: {
    name: { type: 'string', title: 'Name' },
    phone: { type: 'string', title: 'Telephone', maxLength: 11 },
    suggestion: { type: 'string', title: 'Suggestion', maxLength: 200 },
  },
};

const uiSchema: UiSchema<Contact> = {
  phone: { 'ui:widget': 'phone' },
  suggestion: { 'ui:widget': 'textarea' },
  'ui:submitButtonOptions': { submitText: 'Send' },
};

const required = message('field.required');

// The eval-free interpreter, as a form whose schema arrives at run time uses it.
const runtimeValidator = createCfworkerValidator<Contact>();

function setup(props: Partial<SchemaFormProps<Contact>> = {}) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(<SchemaForm<Contact> schema={schema} uiSchema={uiSchema} validator={runtimeValidator} {...props} />);
  return { user, view };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Maria');
  await user.type(screen.getByLabelText('Telephone'), '09171234567');
  await user.type(screen.getByLabelText('Suggestion'), 'Faster approval');
}

describe('SchemaForm', () => {
  it('draws each field with its registry widget and the submit text from the uiSchema', async () => {
    setup();
    // The textarea's code loads the first time a form draws one (form-registry.ts).
    expect((await screen.findByLabelText('Suggestion', {}, { timeout: 10_000 })).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Name').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Telephone')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('submits valid data', async () => {
    const onSubmit = vi.fn();
    const { user } = setup({ onSubmit });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Maria', phone: '09171234567', suggestion: 'Faster approval' });
  });

  it('shows no error before the first submit, then each error beside its field, then live', async () => {
    const onSubmit = vi.fn();
    const { user } = setup({ onSubmit });
    await user.type(screen.getByLabelText('Name'), 'M');
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.queryByText(required)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(required)).toHaveLength(3);
    expect(screen.getByLabelText('Telephone')).toHaveAccessibleDescription(required);
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Telephone'), '0917');
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(2));
    expect(screen.getByLabelText('Telephone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(required);
  });

  it('lists no errors at the top of the form', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(view.container.querySelector('.errors, .panel-danger')).toBeNull();
    expect(screen.getAllByText(required)).toHaveLength(3);
  });

  it('keeps the button busy while the submit is pending and ignores a second submit', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, view } = setup({ onSubmit });
    await fill(user);
    const form = view.container.querySelector('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button).toBeDisabled();
    await user.click(button);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(button).toBeEnabled();
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('frees the button when the submit fails', async () => {
    const failure = new Error('offline');
    const onSubmit = vi.fn(() => Promise.reject(failure));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { user } = setup({ onSubmit });
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSubmit).toHaveBeenCalledTimes(2);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 0));
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([failure, failure]);
  });

  it('keeps what was typed in the caller state across a schema change', async () => {
    function Caller() {
      const [data, setData] = useState<Contact>({});
      const [title, setTitle] = useState('Name');
      const changed: RJSFSchema = { ...schema, properties: { ...schema.properties, name: { type: 'string', title } } };
      return (
        <>
          <button type="button" onClick={() => setTitle('Full name')}>
            rename
          </button>
          <SchemaForm<Contact> schema={changed} uiSchema={uiSchema} validator={runtimeValidator} formData={data} onChange={setData} />
          <output>{JSON.stringify(data)}</output>
        </>
      );
    }
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Caller />);
    await user.type(screen.getByLabelText('Name'), 'Maria');
    await user.type(screen.getByLabelText('Telephone'), '0917');
    await user.click(screen.getByRole('button', { name: 'rename' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Telephone')).toHaveValue('0917');
    expect(screen.getByRole('status')).toHaveTextContent('{"name":"Maria","phone":"0917"}');
  });

  it('lets the caller give a field its own message, after the catalog', async () => {
    const { user } = setup({
      transformErrors: (errors) =>
        errors.map((e) => (e.property === '.phone' ? { ...e, message: 'Please enter your mobile number correctly!' } : e)),
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your mobile number correctly!')).toBeInTheDocument();
    expect(screen.getAllByText(required)).toHaveLength(2);
  });

  it('runs customValidate and shows extraErrors from elsewhere', async () => {
    const { user } = setup({
      extraErrors: { name: { __errors: ['Name taken'] } } as unknown as ErrorSchema<Contact>,
      customValidate: (data, errors) => {
        if (data?.suggestion === 'spam') errors.suggestion?.addError('No spam');
        return errors;
      },
    });
    expect(screen.getByText('Name taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Suggestion'), 'spam');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('No spam')).toBeInTheDocument();
  });

  it('draws an enum with no ui:widget with our choice widget, its label and error once beside it', async () => {
    const withChoice: RJSFSchema = {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] } },
    };
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<SchemaForm schema={withChoice} validator={createCfworkerValidator()} />);
    const group = await screen.findByRole('radiogroup', { name: 'Kind' });
    expect(group.querySelectorAll('select')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(screen.getAllByText(required)).toHaveLength(1);
    expect(screen.getAllByText('Kind')).toHaveLength(1);
  });

  it('uses a precompiled validator when given one, with the same catalog texts', async () => {
    // The build names each form's validator module by its $id (scripts/gen.ts); the same here.
    const named = { ...schema, $id: 'contactForm' };
    // As scripts/gen.ts must: ajv still emits a require() for maxLength, even for ESM. The runtime module is
    // CommonJS, so its default export is the module object and the function is on `.default`.
    const ucs2length = require.resolve('ajv/dist/runtime/ucs2length.js');
    const code = compileSchemaValidatorsCode(named, { ajvOptionsOverrides: { code: { esm: true } } }).replace(
      /const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g,
      `import $1_module from ${JSON.stringify(ucs2length)}; const $1 = $1_module.default ?? $1_module;`,
    );
    expect(code).not.toContain('require(');
    // Inside the project (git-ignored), where the test runner resolves modules.
    mkdirSync(join(process.cwd(), 'node_modules/.cache'), { recursive: true });
    const folder = mkdtempSync(join(process.cwd(), 'node_modules/.cache/precompiled-'));
    const file = join(folder, 'contact.mjs');
    let validateFns: Record<string, never>;
    try {
      writeFileSync(file, code);
      validateFns = (await import(/* @vite-ignore */ file)) as Record<string, never>;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const validator = createPrecompiledValidator(validateFns, named) as ValidatorType<Contact>;

    const onSubmit = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<SchemaForm<Contact> schema={named} uiSchema={uiSchema} validator={validator} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Suggestion'), 'x'.repeat(5));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Maria');
    await user.type(screen.getByLabelText('Telephone'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Maria', phone: '09171234567', suggestion: 'xxxxx' });
  });

  it('validates with the validator its caller gives it', async () => {
    const given = createCfworkerValidator<Contact>();
    const spy = vi.spyOn(given, 'validateFormData');
    const { user } = setup({ validator: given });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(spy).toHaveBeenCalled();
    expect(screen.getAllByText(required)).toHaveLength(3);
  });
});
