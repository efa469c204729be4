import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { FileWidget } from '../../renderers/widgets/file/file-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const payslip = `data:application/pdf;name=${encodeURIComponent('payslip-october.pdf')};base64,JVBERi0xLjQK`;

const meta = {
  title: 'Widgets/file',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: FileWidget, schema: { type: 'string', format: 'data-url' }, label: 'Latest payslip', options: { accept: 'application/pdf' } },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: message('widget.file.choose') })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { value: payslip },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('payslip-october.pdf')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, rawErrors: [message('field.required')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('field.required'))).toBeVisible();
    await expect(canvas.getByText(message('widget.file.none'))).toBeVisible();
    const choose = canvas.getByRole('button', { name: message('widget.file.choose') });
    await expect(choose).toBeEnabled();
    // The button a borrower reaches reads out the field and its refusal.
    await expect(choose).toHaveAccessibleDescription(`Latest payslip ${message('field.required')}`);
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Locked: the file is listed, with no way to remove or replace it. */
export const Disabled: Story = {
  args: { value: payslip, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('payslip-october.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByLabelText('Latest payslip')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: payslip, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('payslip-october.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Images only: the registry's image uploader, holding data-urls. */
export const Images: Story = {
  args: { schema: { type: 'array', items: { type: 'string', format: 'data-url' }, maxItems: 3 }, label: 'ID photos', options: { accept: 'image/*' } },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('ID photos', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
  },
};
