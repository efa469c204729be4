import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { DateTimeWidget } from '../../renderers/widgets/date-time/date-time-widget.tsx';
import { showDateTime } from '../../renderers/widgets/date-time/date-values.ts';
import { DateWidget } from '../../renderers/widgets/date-time/date-widget.tsx';
import { TimeWidget } from '../../renderers/widgets/date-time/time-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsChoice, showsChoiceDisabled, showsChoiceError, wheelItems } from './widget-plays.ts';

const meta = {
  title: 'Widgets/date, date-time and time',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: DateWidget, schema: { type: 'string', format: 'date' }, label: 'Date of birth', placeholder: 'Pick a date' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsChoice('Pick a date') };

export const Filled: Story = { args: { value: '1990-02-14' }, play: showsChoice('Feb 14, 1990') };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsChoiceError };

export const Disabled: Story = { args: { value: '1990-02-14', disabled: true }, play: showsChoiceDisabled('Feb 14, 1990') };

/** Read-only: the date is still read out (the button is not disabled), but a tap opens no picker. */
export const ReadOnly: Story = {
  args: { value: '1990-02-14', readonly: true },
  play: async (context) => {
    await showsChoice('Feb 14, 1990')(context);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(context.canvasElement).getByRole('button', { name: 'Date of birth' }));
    await expect(screen.findByRole('button', { name: message('common.confirm') }, { timeout: 1000 })).rejects.toThrow();
  },
};

/** antd-mobile's DatePicker by day, loaded on the first touch. */
export const PickerOpen: Story = {
  args: { value: '1990-02-14' },
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: 'Date of birth' }));
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
    await expect(wheelItems().chosen).toEqual(['1990', '2', '14']);
  },
};

export const DateTimeEmpty: Story = {
  args: { widget: DateTimeWidget, schema: { type: 'string', format: 'date-time' }, label: 'Best time to call', placeholder: undefined },
  play: showsChoice(message('picker.placeholder')),
};

export const DateTimeFilled: Story = {
  args: { widget: DateTimeWidget, schema: { type: 'string', format: 'date-time' }, label: 'Best time to call', value: '2026-12-01T14:30:00+08:00' },
  // Shown in the phone's own time zone, whichever zone the value was written in.
  play: showsChoice(showDateTime(new Date('2026-12-01T14:30:00+08:00'))),
};

export const DateTimeError: Story = {
  args: { widget: DateTimeWidget, schema: { type: 'string', format: 'date-time' }, label: 'Best time to call', value: 'tomorrow', rawErrors: [message('field.format.dateTime')] },
  play: async (context) => {
    await showsChoice(`tomorrow ${message('field.format.dateTime')}`)(context);
  },
};

export const TimeEmpty: Story = {
  args: { widget: TimeWidget, schema: { type: 'string', format: 'time' }, label: 'Call me after', placeholder: undefined },
  play: showsChoice(message('picker.placeholder')),
};

export const TimeFilled: Story = { args: { widget: TimeWidget, schema: { type: 'string', format: 'time' }, label: 'Call me after', value: '18:30:00' }, play: showsChoice('18:30') };

export const TimeDisabled: Story = {
  args: { widget: TimeWidget, schema: { type: 'string', format: 'time' }, label: 'Call me after', value: '18:30:00', disabled: true },
  play: showsChoiceDisabled('18:30'),
};
