import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { SmsCodeWidget } from '../../renderers/widgets/sms-code/sms-code-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const meta = {
  title: 'Widgets/smsCode',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: SmsCodeWidget, schema: { type: 'string', maxLength: 6 }, label: 'SMS code', placeholder: '6-digit code', options: { onSend: fn() } },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GetCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: message('widget.smsCode.send') }));
    await expect((args.options as { onSend: () => void }).onSend).toHaveBeenCalled();
  },
};

export const Countdown: Story = { args: { value: '1234', options: { onSend: fn(), countdown: 37 } } };

export const Sending: Story = { args: { options: { onSend: fn(), sending: true } } };

export const WithError: Story = { args: { value: '123', rawErrors: [message('promo.smsCodeInvalid')] } };
