import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/bank-binding.json';
import { message } from '../../core/messages.ts';
import { CascadePickerWidget } from '../../renderers/widgets/cascade-picker/cascade-picker-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsChoice, showsChoiceError, wheelItems } from './widget-plays.ts';

// Philippine regions, provinces and cities, as the seeded card-init answer sends them (cityOptions).
const cityOptions = corpus.products[0]!.cardInit.cityOptions;

const meta = {
  title: 'Widgets/cascadePicker',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: {
    widget: CascadePickerWidget,
    schema: { type: 'string' },
    options: { cascadeOptions: cityOptions, separator: '/' },
    label: 'Home address',
    placeholder: 'Select region, province and city',
  },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsChoice('Select region, province and city') };

/** The value is the path of option values; the labels along it are shown. */
export const Filled: Story = { args: { value: 'NCR/Metro Manila/Makati' }, play: showsChoice('National Capital Region (NCR) / Metro Manila / Makati') };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsChoiceError };

export const PickerOpen: Story = {
  args: { value: 'Region IV-A/Laguna/Calamba' },
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: 'Home address' }));
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
    // It opens on the story's value, one wheel per level.
    await expect(wheelItems().chosen).toEqual(['CALABARZON (Region IV-A)', 'Laguna', 'Calamba']);
  },
};
