import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/bank-binding.json';
import { message } from '../../core/messages.ts';
import { PickerWidget } from '../../renderers/widgets/picker/picker-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsChoice, showsChoiceDisabled, showsChoiceError, wheelItems } from './widget-plays.ts';

// The bank options of the seeded configuration (an enum item's note: name shown, type stored).
const bankItem = corpus.products[0]!.cardInit.items.find((item) => item.code === 'bankCode')!;
const banks = bankItem.note!.map((option) => ({ label: option.name, value: option.type }));
const bpi = banks.find((bank) => bank.value === 'BPI')!.label;

const meta = {
  title: 'Widgets/picker',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: {
    widget: PickerWidget,
    schema: { type: 'string', enum: banks.map((bank) => bank.value) },
    options: { enumOptions: banks },
    label: bankItem.title,
    placeholder: bankItem.subtitle,
  },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsChoice(bankItem.subtitle) };

/** The value is the option's type ('BPI'); its name is shown. */
export const Filled: Story = { args: { value: 'BPI' }, play: showsChoice(bpi) };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsChoiceError };

export const Disabled: Story = { args: { value: 'BPI', disabled: true }, play: showsChoiceDisabled(bpi) };

/** The picker loads on the first tap and opens with Confirm and Cancel. */
export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: bankItem.title }));
    const confirm = await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 });
    await expect(confirm).toBeVisible();
    await expect(screen.getByRole('button', { name: message('common.cancel') })).toBeVisible();
    await expect(wheelItems().offered).toEqual(banks.map((bank) => bank.label));
  },
};
