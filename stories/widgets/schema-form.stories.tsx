import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import fixtures from '../../schemas/fixtures/demo.json';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { message } from '../../core/messages.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';

// Every registry widget inside a form: the errors appear on submit, beside their fields, then follow the typing.

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'phone', 'account', 'suggestion'],
  properties: {
    name: { type: 'string', title: 'Name', maxLength: 40 },
    phone: { type: 'string', title: 'Telephone', maxLength: 11 },
    account: { type: 'string', title: 'Card number', maxLength: 16 },
    suggestion: { type: 'string', title: 'Suggestion', maxLength: 200 },
  },
};

const uiSchema: UiSchema = {
  name: { 'ui:placeholder': 'As on your ID' },
  phone: { 'ui:widget': 'phone', 'ui:placeholder': '09XX XXX XXXX' },
  account: { 'ui:widget': 'number', 'ui:options': { groups: 4 } },
  suggestion: { 'ui:widget': 'textarea' },
  'ui:submitButtonOptions': { submitText: 'Submit' },
};

const maria = fixtures.borrowers[0]!;

const meta = {
  title: 'Widgets/SchemaForm',
  component: SchemaForm,
  args: { schema, uiSchema, validator: createCfworkerValidator(), onSubmit: fn() },
  argTypes: { schema: { control: 'object' }, uiSchema: { control: 'object' } },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = ['Name', 'Telephone', 'Card number', 'Suggestion'];

/** Nothing is marked wrong before the first submit. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of fields) await expect(await canvas.findByLabelText(field)).toHaveValue('');
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('placeholder', 'As on your ID');
    await expect(canvas.queryByText(message('field.required'))).toBeNull();
  },
};

const filled = { name: maria.name, phone: maria.phone, account: '4111111111111111', suggestion: 'Faster approval, please.' };

/** Each widget shows its value its own way, and the form sends the data as it was given. */
export const Filled: Story = {
  args: { formData: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Telephone')).toHaveValue('0917 123 4567');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const Disabled: Story = {
  args: { formData: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of fields) await expect(await canvas.findByLabelText(field)).toBeDisabled();
    await expect(canvas.getByLabelText('Name')).toHaveValue(maria.name);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const SubmittedEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getAllByText(message('field.required'))).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await user.type(canvas.getByLabelText('Telephone'), maria.phone);
    await waitFor(() => expect(canvas.getAllByText(message('field.required'))).toHaveLength(3));
  },
};

export const Submitting: Story = {
  args: {
    formData: filled,
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Submit/ })).toBeDisabled());
    await user.click(canvas.getByRole('button', { name: /Submit/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
