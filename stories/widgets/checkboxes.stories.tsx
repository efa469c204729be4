import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import CheckboxesWidget from '../../renderers/widgets/checkboxes/checkboxes-widget.tsx';
import SelectorWidget from '../../renderers/widgets/choice/selector-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

// An array of unique choices (ui:widget 'checkboxes', or rjsf's default 'select' for such an array).

const incomes = [
  { value: 'salary', label: 'Salary' },
  { value: 'business', label: 'Own business' },
  { value: 'remittance', label: 'Remittance from abroad' },
  { value: 'pension', label: 'Pension' },
];

const meta = {
  title: 'Widgets/checkboxes',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: {
    widget: CheckboxesWidget,
    schema: { type: 'array', uniqueItems: true, items: { type: 'string', enum: incomes.map((income) => income.value) } },
    options: { enumOptions: incomes },
    label: 'Sources of income',
    multiple: true,
  },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels of the boxes that are ticked. */
const ticked = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

/** Each box adds its option, and a second tap takes it out. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(canvas.getByRole('checkbox', { name: 'Pension' }));
    await user.click(canvas.getByRole('checkbox', { name: 'Salary' }));
    await user.click(canvas.getByRole('checkbox', { name: 'Pension' }));
    await expect(canvas.getByRole('checkbox', { name: 'Salary' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pension' })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: ['salary', 'remittance'] },
  play: async ({ canvasElement }) => {
    await expect(ticked(canvasElement)).toEqual(['Salary', 'Remittance from abroad']);
  },
};

export const WithError: Story = {
  args: { required: true, value: [], rawErrors: [message('field.required')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Sources of income' })).toHaveAccessibleDescription(message('field.required'));
    await expect(ticked(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { value: ['salary'], disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(ticked(canvasElement)).toEqual(['Salary']);
  },
};

/** Read-only: a tap changes nothing. */
export const ReadOnly: Story = {
  args: { value: ['salary'], readonly: true },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(canvasElement).getByRole('checkbox', { name: 'Pension' }));
    await user.click(within(canvasElement).getByRole('checkbox', { name: 'Salary' }));
    await expect(ticked(canvasElement)).toEqual(['Salary']);
  },
};

/** ui:widget 'selector' on the array: the options as tiles, several chosen. */
export const Selector: Story = {
  args: { widget: SelectorWidget, value: ['business'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('option', { name: 'Pension' }));
    await expect(canvas.getByRole('option', { name: 'Pension' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: 'Own business' })).toHaveAttribute('aria-selected', 'true');
  },
};
