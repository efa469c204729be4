import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';

// additionalProperties: name and value rows, an antd-mobile Input for the name, a remove button, an add button.

const schema: RJSFSchema = {
  type: 'object',
  title: 'Other contacts',
  additionalProperties: { type: 'string', minLength: 7 },
};

const meta = {
  title: 'Widgets/additionalProperties',
  component: SchemaForm,
  args: { schema, validator: createCfworkerValidator(), onSubmit: fn() },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

export const Empty: Story = {
  args: { formData: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await canvas.findByRole('button', { name: message('form.array.add') }, slow));
    // A new row's name starts empty, for the borrower to type (not rjsf's "newKey").
    const key = await canvas.findByLabelText(message('form.additional.key'), {}, slow);
    await expect(key).toHaveValue('');
    await expect(key).toHaveAttribute('placeholder', message('form.additional.keyPlaceholder'));
  },
};

export const NameTaken: Story = {
  args: { formData: { mother: '09171234567' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await canvas.findByRole('button', { name: message('form.array.add') }, slow));
    const row = await canvas.findByRole('group', { name: message('form.additional.keyPlaceholder') }, slow);
    await user.type(within(row).getByLabelText(message('form.additional.key')), 'mother');
    await user.tab();
    // A name another row holds is refused, and what was typed stays.
    await expect(await within(row).findByText(message('form.additional.keyTaken', { key: 'mother' }), {}, slow)).toBeVisible();
    await expect(within(row).getByLabelText(message('form.additional.key'))).toHaveValue('mother');
  },
};

const filled = { mother: '09171234567', employer: '0288881234' };

export const Filled: Story = {
  args: { formData: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'mother' }, slow);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('common.confirm') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const WithError: Story = {
  args: { formData: { mother: '0917' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'mother' }, slow);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('common.confirm') }));
    // The too-short value shows its error under its field, read out with it.
    await waitFor(() => expect(within(canvas.getByRole('group', { name: 'mother' })).getByDisplayValue('0917')).toHaveAccessibleDescription(message('field.invalid')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { formData: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: message('form.additional.removeLabel', { key: 'mother' }) }, slow)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { formData: filled, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'mother' }, slow);
    await expect(canvas.queryByRole('button', { name: /Remove|Add/ })).toBeNull();
  },
};
