import fs from 'node:fs';
import path from 'node:path';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isMessageKey } from '../../core/messages.ts';
import schema from '../../schemas/forms/registration/schema.json';
import uiSchema from '../../schemas/forms/registration/ui-schema.json';
import catalog from '../../schemas/messages/en.json';
import { generate } from '../../scripts/schema/generate.ts';
import { RegistrationFormView } from '../../src/promo/register/registration-form-view.tsx';
import { fieldError } from '../../renderers/core/form-errors.ts';
import { registrationForm, type RegistrationData, type RegistrationFormDefinition } from '../../src/promo/registration-form.ts';
import { makeTree, removeTrees } from '../schemas/temp-tree.ts';

// The phone rule and its grouping belong to product staff: they live in schemas/forms/registration, and the page
// follows an edit there with no code change. These tests drive the page's own form component and checks.

const wrongPhone = catalog['promo.phoneInvalid'];
const philippine = '09171234567';
const chinese = '13812345678';

/** What `npm run gen` makes of an edited copy of the form, loaded the way the page loads its validator. */
async function buildForm(editedSchema: RJSFSchema, editedUi: UiSchema): Promise<RegistrationFormDefinition> {
  const root = makeTree({ 'schemas/forms/registration/schema.json': editedSchema, 'schemas/forms/registration/ui-schema.json': editedUi });
  const files = await generate(root);
  const code = files.get('generated/validators/forms/registration.js');
  if (!code) throw new Error('gen wrote no validator for the registration form');
  // Inside the project, where the test runner resolves the validator's import of ajv's runtime.
  const folder = fs.mkdtempSync(path.join(process.cwd(), 'node_modules/.cache/registration-'));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'registration.mjs');
  fs.writeFileSync(file, code);
  const { default: validateFns } = (await import(/* @vite-ignore */ file)) as { default: ValidatorFunctions };
  return { schema: editedSchema, uiSchema: editedUi as UiSchema<RegistrationData>, validator: createPrecompiledValidator(validateFns, editedSchema) as ValidatorType<RegistrationData> };
}

const cleanups: (() => void)[] = [];
beforeAll(() => fs.mkdirSync(path.join(process.cwd(), 'node_modules/.cache'), { recursive: true }));
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  removeTrees();
});

function renderForm(form: RegistrationFormDefinition, onSubmit = vi.fn()) {
  function Host() {
    return <Stateful form={form} onSubmit={onSubmit} />;
  }
  render(<Host />);
  return { onSubmit, user: userEvent.setup({ pointerEventsCheck: 0 }), phone: () => screen.getByLabelText<HTMLInputElement>('Mobile number') };
}

function Stateful({ form, onSubmit }: { form: RegistrationFormDefinition; onSubmit: (data: RegistrationData) => void }) {
  const [data, setData] = useState<RegistrationData>({});
  return <RegistrationFormView form={form} formData={data} onChange={setData} onSubmit={onSubmit} captcha={{ imageUrl: '/captcha.svg' }} sms={{}} />;
}

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Picture code'), 'ab3x');
  await user.type(screen.getByLabelText('SMS code'), '123456');
}

describe('the registration form', () => {
  it('names only catalog messages for its errors', () => {
    const keys = Object.values(uiSchema as Record<string, { 'ui:options'?: { errorMessages?: Record<string, string> } }>).flatMap((field) =>
      typeof field === 'object' && field ? Object.values(field['ui:options']?.errorMessages ?? {}) : [],
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
  });

  it('takes a Philippine mobile number by default, shown 09XX XXX XXXX', async () => {
    const { user, phone, onSubmit } = renderForm(registrationForm);
    expect(phone()).toHaveAttribute('placeholder', '09XX XXX XXXX');
    // The schema's notes are for product staff, not visitors: no form title or description on the page.
    expect(screen.queryByText(/RegistrationForm|product staff/)).toBeNull();
    await user.type(phone(), philippine);
    expect(phone()).toHaveValue('0917 123 4567');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: philippine, capcode: 'ab3x', smsCode: '123456' });
    expect(fieldError(registrationForm, { phone: philippine }, 'phone')).toBeUndefined();
  });

  it.each([[chinese], ['0917123456'], ['08171234567']])('refuses %s with the wrong-phone message', async (number) => {
    const { user, phone, onSubmit } = renderForm(registrationForm);
    await user.type(phone(), number);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(wrongPhone)).toBeInTheDocument();
    expect(fieldError(registrationForm, { phone: number }, 'phone')).toBe(wrongPhone);
  });

  it('shows the wrong-phone message for an empty phone too, and its own messages for the other fields', async () => {
    const { user } = renderForm(registrationForm);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(wrongPhone)).toBeInTheDocument();
    expect(screen.getByText(catalog['promo.captchaRequired'])).toBeInTheDocument();
    expect(screen.getByText(catalog['promo.smsCodeRequired'])).toBeInTheDocument();
    expect(fieldError(registrationForm, {}, 'phone')).toBe(wrongPhone);
  });

  it("switches to the seed's rule (1, then 3 to 9, 11 digits, grouped 3-4-4) by editing the schema alone", async () => {
    const editedSchema = structuredClone(schema) as RJSFSchema & { properties: { phone: { pattern: string } } };
    editedSchema.properties.phone.pattern = '^1[3-9][0-9]{9}$';
    const editedUi = structuredClone(uiSchema) as UiSchema & { phone: { 'ui:placeholder': string; 'ui:options': { groups: number[] } } };
    editedUi.phone['ui:options'].groups = [3, 4, 4];
    editedUi.phone['ui:placeholder'] = '1XX XXXX XXXX';
    const form = await buildForm(editedSchema, editedUi);

    const { user, phone, onSubmit } = renderForm(form);
    expect(phone()).toHaveAttribute('placeholder', '1XX XXXX XXXX');
    await user.type(phone(), chinese);
    expect(phone()).toHaveValue('138 1234 5678');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: chinese, capcode: 'ab3x', smsCode: '123456' });
    expect(fieldError(form, { phone: chinese }, 'phone')).toBeUndefined();

    await user.clear(phone());
    await user.type(phone(), philippine);
    expect(phone()).toHaveValue('091 7123 4567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText(wrongPhone)).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(fieldError(form, { phone: philippine }, 'phone')).toBe(wrongPhone);
  });
});
