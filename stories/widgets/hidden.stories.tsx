import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect } from 'storybook/test';
import { HiddenWidget } from '../../renderers/widgets/hidden/hidden-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

// A hidden field draws nothing in any state; the form keeps its value.
const meta = {
  title: 'Widgets/hidden',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: HiddenWidget, schema: { type: 'string' }, label: 'Campaign' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawsNothing: Story['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.querySelector('input, button, label')).toBeNull();
};

export const Empty: Story = { play: drawsNothing };

export const Filled: Story = { args: { value: 'spring-2026' }, play: drawsNothing };

export const WithError: Story = { args: { value: 'x', rawErrors: ['ignored'] }, play: drawsNothing };

export const Disabled: Story = { args: { value: 'spring-2026', disabled: true }, play: drawsNothing };

export const ReadOnly: Story = { args: { value: 'spring-2026', readonly: true }, play: drawsNothing };
