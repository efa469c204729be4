import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { EmailWidget } from '../../renderers/widgets/text/email-widget.tsx';
import { TelWidget } from '../../renderers/widgets/text/tel-widget.tsx';
import { UriWidget } from '../../renderers/widgets/text/uri-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsError, showsReadOnly, showsValue } from './widget-plays.ts';

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

export const Filled: Story = { args: { value: 'maria@example.com' }, play: showsValue() };

export const WithError: Story = { args: { value: 'maria@', rawErrors: [message('field.format.email')] }, play: showsError };

export const Disabled: Story = { args: { value: 'maria@example.com', disabled: true }, play: showsDisabled() };

export const ReadOnly: Story = { args: { value: 'maria@example.com', readonly: true }, play: showsReadOnly() };

export const Uri: Story = {
  args: { widget: UriWidget, schema: { type: 'string', format: 'uri' }, label: 'Website', placeholder: 'https://', value: 'https://example.com' },
  play: async (context) => {
    await showsValue()(context);
    await expect(within(context.canvasElement).getByLabelText('Website')).toHaveAttribute('type', 'url');
  },
};

export const UriError: Story = {
  args: { widget: UriWidget, schema: { type: 'string', format: 'uri' }, label: 'Website', value: 'example', rawErrors: [message('field.format.uri')] },
  play: showsError,
};

export const Tel: Story = {
  args: { widget: TelWidget, schema: { type: 'string', format: 'tel' }, label: 'Landline', value: '(02) 8123 4567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Landline')).toHaveAttribute('type', 'tel');
  },
};
