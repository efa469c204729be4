import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';

// An array in a form: antd-mobile add, move and remove buttons, within minItems and maxItems, and a fixed tuple; each
// item labelled as a borrower reads it ("Reference 2").

const schema: RJSFSchema = {
  type: 'object',
  required: ['references'],
  properties: {
    references: {
      type: 'array',
      title: 'References',
      minItems: 1,
      maxItems: 3,
      items: { type: 'string', title: 'Reference', minLength: 2 },
    },
    fullName: {
      type: 'array',
      title: 'Full name',
      items: [
        { type: 'string', title: 'First name' },
        { type: 'string', title: 'Last name' },
      ],
    },
  },
};

const meta = {
  title: 'Widgets/array',
  component: SchemaForm,
  args: { schema, validator: createCfworkerValidator(), onSubmit: fn() },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

export const Empty: Story = {
  args: { formData: { references: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to References' }, slow)).toBeEnabled();
  },
};

const filled = { references: ['Ana Cruz', 'Ben Reyes', 'Carla Santos'], fullName: ['Maria', 'Dela Cruz'] };

export const Filled: Story = {
  args: { formData: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // At maxItems the add button stays, disabled.
    await expect(await canvas.findByRole('button', { name: 'Add to References' }, slow)).toBeDisabled();
    // Each item is labelled as a borrower reads it; a tuple's items by their own titles.
    await expect(canvas.getByLabelText('Reference 3')).toHaveValue('Carla Santos');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Dela Cruz');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await canvas.findByRole('button', { name: 'Move item 3 up' }, slow));
    await user.click(canvas.getByRole('button', { name: message('common.confirm') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, references: ['Ana Cruz', 'Carla Santos', 'Ben Reyes'] }));
  },
};

export const WithError: Story = {
  args: { formData: { references: ['A'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('group', { name: 'References' }, slow)).findByRole('group', { name: 'Item 1' }, slow);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('common.confirm') }));
    // The too-short value shows its error under its field, read out with it.
    await waitFor(() => expect(canvas.getByLabelText('Reference 1')).toHaveAccessibleDescription(message('field.invalid')));
  },
};

export const Disabled: Story = {
  args: { formData: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove item 1' }, slow)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: filled, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const references = await canvas.findByRole('group', { name: 'References' }, slow);
    await within(references).findByRole('group', { name: 'Item 1' }, slow);
    await expect(canvas.queryByRole('button', { name: /item|Add/ })).toBeNull();
  },
};
