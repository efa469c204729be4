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

const sliderOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('slider', { name: 'Loan term (months)' });

/** No answer yet: the thumb rests at the minimum and no value is read out. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(sliderOf(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    await expect(sliderOf(canvasElement)).toHaveAttribute('aria-valuetext', '');
  },
};

export const Filled: Story = {
  args: { value: 6 },
  play: async ({ canvasElement }) => {
    await expect(sliderOf(canvasElement)).toHaveAttribute('aria-valuetext', '6');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('6');
  },
};

export const WithError: Story = {
  args: { required: true, rawErrors: [message('field.required')] },
  play: async ({ canvasElement }) => {
    await expect(sliderOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(sliderOf(canvasElement)).toHaveAccessibleDescription(message('field.required'));
  },
};

export const Disabled: Story = {
  args: { value: 6, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(sliderOf(canvasElement)).toHaveAttribute('tabindex', '-1');
    await expect(sliderOf(canvasElement)).toHaveAttribute('aria-valuetext', '6');
  },
};

/** Read-only: the keys move nothing. */
export const ReadOnly: Story = {
  args: { value: 6, readonly: true },
  play: async ({ canvasElement }) => {
    const slider = sliderOf(canvasElement);
    await expect(slider).toHaveAttribute('aria-readonly', 'true');
    slider.focus();
    await userEvent.setup({ pointerEventsCheck: 0 }).keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
  },
};

export const WithKeys: Story = {
  args: { value: 6 },
  play: async ({ canvasElement }) => {
    const slider = sliderOf(canvasElement);
    slider.focus();
    await userEvent.setup({ pointerEventsCheck: 0 }).keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '7');
  },
};
