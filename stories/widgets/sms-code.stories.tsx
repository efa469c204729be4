import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { SmsCodeWidget } from '../../renderers/widgets/sms-code/sms-code-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsError, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/smsCode',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: SmsCodeWidget, schema: { type: 'string', maxLength: 6 }, label: 'SMS code', placeholder: '6-digit code', options: { onSend: fn() } },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSendOf = (options: unknown) => (options as { onSend: () => void }).onSend;

export const GetCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: message('widget.smsCode.send') }));
    await expect(onSendOf(args.options)).toHaveBeenCalled();
  },
};

/** The seconds left are shown in place of Get code; the code typed so far stays. */
export const Countdown: Story = {
  args: { value: '1234', options: { onSend: fn(), countdown: 37 } },
  play: async (context) => {
    await showsValue()(context);
    await expect(within(context.canvasElement).getByRole('button', { name: message('widget.smsCode.countdown', { seconds: 37 }) })).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('button', { name: message('widget.smsCode.send') })).toBeNull();
  },
};

/** While a code is on its way, a second tap sends nothing. */
export const Sending: Story = {
  args: { options: { onSend: fn(), sending: true } },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(send);
    await expect(onSendOf(args.options)).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { value: '123', rawErrors: [message('promo.smsCodeInvalid')] }, play: showsError };
