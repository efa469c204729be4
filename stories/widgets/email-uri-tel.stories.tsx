import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { EmailWidget } from '../../renderers/widgets/text/email-widget.tsx';
import { TelWidget } from '../../renderers/widgets/text/tel-widget.tsx';
import { UriWidget } from '../../renderers/widgets/text/uri-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const meta = {
  title: 'Widgets/email, uri and tel',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: EmailWidget, schema: { type: 'string', format: 'email' }, label: 'Email', placeholder: 'name@example.com' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
  },
};

export const Filled: Story = { args: { value: 'maria@example.com' } };

export const WithError: Story = { args: { value: 'maria@', rawErrors: [message('field.format.email')] } };

export const Disabled: Story = { args: { value: 'maria@example.com', disabled: true } };

export const ReadOnly: Story = { args: { value: 'maria@example.com', readonly: true } };

export const Uri: Story = { args: { widget: UriWidget, schema: { type: 'string', format: 'uri' }, label: 'Website', placeholder: 'https://', value: 'https://example.com' } };

export const UriError: Story = { args: { widget: UriWidget, schema: { type: 'string', format: 'uri' }, label: 'Website', value: 'example', rawErrors: [message('field.format.uri')] } };

export const Tel: Story = {
  args: { widget: TelWidget, schema: { type: 'string', format: 'tel' }, label: 'Landline', value: '(02) 8123 4567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Landline')).toHaveAttribute('type', 'tel');
  },
};
