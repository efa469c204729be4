import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { RangeWidget } from '../../renderers/widgets/range/range-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const meta = {
  title: 'Widgets/range',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: RangeWidget, schema: { type: 'integer', minimum: 1, maximum: 12 }, label: 'Loan term (months)' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 6 } };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] } };

export const Disabled: Story = { args: { value: 6, disabled: true } };

export const ReadOnly: Story = { args: { value: 6, readonly: true } };

export const WithKeys: Story = {
  args: { value: 6 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Loan term (months)' });
    slider.focus();
    await userEvent.setup({ pointerEventsCheck: 0 }).keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '7');
  },
};
