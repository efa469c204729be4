import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import BooleanWidget from '../../renderers/widgets/boolean/boolean-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

// A boolean: a Switch by default, a Checkbox when the uiSchema names 'checkbox', radios when oneOf titles the answers.

const meta = {
  title: 'Widgets/boolean',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: BooleanWidget, schema: { type: 'boolean' }, label: 'Send me loan offers by SMS' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkbox = { uiSchema: { 'ui:widget': 'checkbox' } };
const consent = 'I have read and agree to the loan agreement';

const switchOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: 'Send me loan offers by SMS' });
const boxOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: consent });
const tap = (element: HTMLElement) => userEvent.setup({ pointerEventsCheck: 0 }).click(element);

/** A tap turns the switch on. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Send me loan offers by SMS' });
    await tap(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Filled: Story = {
  args: { value: true },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, rawErrors: [message('field.invalid')] },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(switchOf(canvasElement)).toHaveAccessibleDescription(message('field.invalid'));
  },
};

export const Disabled: Story = {
  args: { value: true, disabled: true },
  play: async ({ canvasElement }) => {
    await tap(switchOf(canvasElement));
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

export const ReadOnly: Story = {
  args: { value: true, readonly: true },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await tap(switchOf(canvasElement));
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** ui:widget 'checkbox': the box with its label beside it, as a consent reads. */
export const CheckboxEmpty: Story = {
  args: { ...checkbox, label: consent },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: consent });
    await tap(box);
    await expect(box).toBeChecked();
  },
};

export const CheckboxFilled: Story = {
  args: { ...checkbox, label: consent, value: true },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement)).toBeChecked();
  },
};

export const CheckboxWithError: Story = {
  args: { ...checkbox, label: consent, required: true, rawErrors: [message('field.invalid')] },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement)).toBeInvalid();
    await expect(boxOf(canvasElement)).toHaveAccessibleDescription(message('field.invalid'));
  },
};

export const CheckboxDisabled: Story = {
  args: { ...checkbox, label: consent, value: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement)).toBeDisabled();
    await expect(boxOf(canvasElement)).toBeChecked();
  },
};

export const CheckboxReadOnly: Story = {
  args: { ...checkbox, label: consent, value: true, readonly: true },
  play: async ({ canvasElement }) => {
    await tap(boxOf(canvasElement));
    await expect(boxOf(canvasElement)).toBeChecked();
  },
};

/** A boolean whose oneOf titles its answers is drawn as radios. */
export const TitledAnswers: Story = {
  args: {
    schema: { type: 'boolean', oneOf: [{ const: true, title: 'Yes, I am employed' }, { const: false, title: 'No, not at the moment' }] },
    options: { enumOptions: [{ value: true, label: 'Yes, I am employed' }, { value: false, label: 'No, not at the moment' }] },
    label: 'Are you employed?',
    value: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'No, not at the moment' })).toBeChecked();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('radio', { name: 'Yes, I am employed' }));
    await expect(canvas.getByRole('radio', { name: 'Yes, I am employed' })).toBeChecked();
  },
};
