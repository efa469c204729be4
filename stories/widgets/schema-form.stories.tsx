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

export const Empty: Story = {};

const filled = { name: maria.name, phone: maria.phone, account: '4111111111111111', suggestion: 'Faster approval, please.' };

export const Filled: Story = { args: { formData: filled } };

export const Disabled: Story = { args: { formData: filled, disabled: true } };

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
