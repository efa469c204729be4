import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import ChoiceWidget from '../../renderers/widgets/choice/choice-widget.tsx';
import SelectorWidget from '../../renderers/widgets/choice/selector-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

// ui:widget 'select' (rjsf's default for an enum or a oneOf of consts): a few options as radios, more in the picker.

const purposes = [
  { value: 'school', label: 'School fees' },
  { value: 'business', label: 'Business' },
  { value: 'medical', label: 'Medical bills' },
];
const terms = Array.from({ length: 12 }, (_, index) => ({ value: { months: index + 1 }, label: `${index + 1} months` }));

const meta = {
  title: 'Widgets/choice',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: {
    widget: ChoiceWidget,
    schema: { type: 'string', oneOf: purposes.map((purpose) => ({ const: purpose.value, title: purpose.label })) },
    options: { enumOptions: purposes },
    label: 'Loan purpose',
  },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tapping an option chooses it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('radio', { name: 'Business' }));
    await expect(canvas.getByRole('radio', { name: 'Business' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'School fees' })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: 'medical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Medical bills' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, rawErrors: [message('field.required')] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Loan purpose' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(message('field.required'));
  },
};

export const Disabled: Story = {
  args: { value: 'medical', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(within(canvasElement).getByRole('radio', { name: 'Medical bills' })).toBeChecked();
  },
};

/** Read-only: tapping another option keeps the answer. */
export const ReadOnly: Story = {
  args: { value: 'medical', readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Loan purpose' })).toHaveAttribute('aria-readonly', 'true');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('radio', { name: 'Business' }));
    await expect(canvas.getByRole('radio', { name: 'Medical bills' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Business' })).not.toBeChecked();
  },
};

/** More than five options go behind the picker; these options' values are objects. */
export const ManyOptions: Story = {
  args: { schema: { enum: terms.map((term) => term.value) }, options: { enumOptions: terms }, label: 'Loan term', value: { months: 6 } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Loan term' });
    await expect(trigger).toHaveTextContent('6 months');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(trigger);
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
    for (const term of terms) await expect(screen.getAllByText(term.label).length).toBeGreaterThan(0);
  },
};

/** ui:widget 'selector': the options as tiles; a second tap clears the choice. */
export const Selector: Story = {
  args: { widget: SelectorWidget },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = () => canvas.getByRole('option', { name: 'School fees' });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(tile());
    await waitFor(() => expect(tile()).toHaveAttribute('aria-selected', 'true'));
  },
};
