import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import fixtures from '../../schemas/fixtures/demo.json';
import { message } from '../../core/messages.ts';
import { PhoneWidget } from '../../renderers/widgets/phone/phone-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsValue } from './widget-plays.ts';

const maria = fixtures.borrowers[0]!;

const meta = {
  title: 'Widgets/phone',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: PhoneWidget, schema: { type: 'string', maxLength: 11 }, label: 'Mobile number', placeholder: '09XX XXX XXXX' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

export const PartiallyTyped: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, maria.phone.slice(0, 6));
    await expect(input).toHaveValue('0917 12');
  },
};

export const Filled: Story = { args: { value: maria.phone }, play: showsValue('0917 123 4567') };

export const TypedPastTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, `${maria.phone}999`);
    await expect(input).toHaveValue('0917 123 4567');
  },
};

export const WithError: Story = { args: { value: '0917', required: true, rawErrors: [message('field.invalid')] }, play: showsError };

export const Disabled: Story = { args: { value: maria.phone, disabled: true }, play: showsDisabled('0917 123 4567') };
