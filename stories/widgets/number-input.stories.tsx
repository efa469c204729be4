import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { NumberInputWidget } from '../../renderers/widgets/number-input/number-input-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsReadOnly, showsValue } from './widget-plays.ts';

// What every type number / integer field with no ui:widget draws: the typed number input.
const meta = {
  title: 'Widgets/number input',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: NumberInputWidget, schema: { type: 'number', minimum: 0 }, label: 'Monthly income', placeholder: 'In pesos' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

export const Filled: Story = { args: { value: 25000.5 }, play: showsValue() };

export const WithError: Story = {
  args: { value: -3, rawErrors: [message('field.minimum', { limit: 0 })] },
  play: async (context) => {
    await showsValue()(context);
    await showsError(context);
  },
};

export const Disabled: Story = { args: { value: 25000, disabled: true }, play: showsDisabled() };

export const ReadOnly: Story = { args: { value: 25000, readonly: true }, play: showsReadOnly() };

export const IntegerError: Story = {
  args: { schema: { type: 'integer' }, label: 'Children', value: 2.5, rawErrors: [message('field.wholeNumber')] },
  play: async (context) => {
    await showsValue()(context);
    await showsError(context);
  },
};

/** "3." stays on the screen while the data holds 3; text that is no number says so once the field is left. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const input = within(canvasElement).getByLabelText('Monthly income');
    await user.type(input, '3.');
    await expect(input).toHaveValue('3.');
    await user.clear(input);
    await user.type(input, '1e');
    await user.tab();
    await expect(within(canvasElement).getByText(message('field.notANumber'))).toBeVisible();
    await expect(input).toHaveValue('1e');
  },
};
