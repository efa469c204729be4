import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { TextareaWidget } from '../../renderers/widgets/textarea/textarea-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsValue } from './widget-plays.ts';

// SPEC.md section 5: the complaint text holds at most 200 characters; extra input is ignored.
const limit = 200;
const sentence = 'The collector called me four times before eight in the morning. ';
const text = (length: number) => sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);

const meta = {
  title: 'Widgets/textarea',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: {
    widget: TextareaWidget,
    schema: { type: 'string', maxLength: limit },
    label: 'Describe the problem',
    placeholder: 'Tell us what happened',
  },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

export const Filled: Story = { args: { value: text(64) }, play: showsValue() };

export const NearTheLimit: Story = {
  args: { value: text(limit - 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${limit - 5}/${limit}`)).toBeInTheDocument();
  },
};

export const AtTheLimit: Story = {
  args: { value: text(limit) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Describe the problem');
    await userEvent.setup({ pointerEventsCheck: 0 }).type(box, 'more');
    await expect(box).toHaveValue(text(limit));
    await expect(canvas.getByText(`${limit}/${limit}`)).toBeInTheDocument();
  },
};

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsError };

export const Disabled: Story = { args: { value: text(64), disabled: true }, play: showsDisabled() };
