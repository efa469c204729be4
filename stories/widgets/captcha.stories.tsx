import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { CaptchaWidget } from '../../renderers/widgets/captcha/captcha-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsError } from './widget-plays.ts';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#f5f5f5"/><text x="14" y="29" font-family="monospace" font-size="26" fill="#36c">w4Tn</text></svg>',
)}`;

const meta = {
  title: 'Widgets/captcha',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: CaptchaWidget, schema: { type: 'string', maxLength: 4 }, label: 'Picture code', placeholder: 'Code in the picture', options: { imageUrl: picture, onRefresh: fn() } },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: message('widget.captcha.refresh') });
    await expect(refresh.querySelector('img')).toHaveAttribute('src', picture);
    await expect(within(canvasElement).getByLabelText('Picture code')).toHaveValue('');
  },
};

export const TapForANewOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: message('widget.captcha.refresh') }));
    await expect((args.options as { onRefresh: () => void }).onRefresh).toHaveBeenCalled();
  },
};

/** No picture yet: the button says it is loading. */
export const Loading: Story = {
  args: { options: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(message('widget.captcha.loading'));
  },
};

export const WithError: Story = { args: { required: true, rawErrors: [message('promo.captchaRequired')] }, play: showsError };
