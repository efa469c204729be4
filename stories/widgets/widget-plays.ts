import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// Plays the widget stories share for their still states: what one field, found by the label its story gives it,
// draws for its value, its error, and its disabled or read-only state. Each reads what to expect from the story's
// own args, so a story states its case once. Plays that drive a widget stay in its own story file.

type PlayContext = Pick<StoryContext, 'canvasElement' | 'args'>;
type Play = (context: PlayContext) => Promise<void>;

function fieldOf({ canvasElement, args }: PlayContext): HTMLElement {
  return within(canvasElement).getByLabelText(String(args.label), { selector: 'input, textarea' });
}

/** The field shows the story's value, or `shown` when the widget draws it otherwise (digits in groups). */
export const showsValue =
  (shown?: string): Play =>
  async (context) => {
    await expect(fieldOf(context)).toHaveValue(shown ?? String(context.args.value));
  };

/** The field is marked invalid and its error, the story's first one, is read out with it. */
export const showsError: Play = async (context) => {
  const field = fieldOf(context);
  await expect(field).toBeInvalid();
  await expect(field).toHaveAccessibleDescription((context.args.rawErrors as string[])[0]);
};

/** The field cannot be changed and still shows its value. */
export const showsDisabled =
  (shown?: string): Play =>
  async (context) => {
    await expect(fieldOf(context)).toBeDisabled();
    await showsValue(shown)(context);
  };

/** The field shows its value and takes no typing. */
export const showsReadOnly =
  (shown?: string): Play =>
  async (context) => {
    await expect(fieldOf(context)).toHaveAttribute('readonly');
    await showsValue(shown)(context);
  };

/** The field is empty and shows the story's placeholder. */
export const showsEmpty: Play = async (context) => {
  const field = fieldOf(context);
  await expect(field).toHaveValue('');
  await expect(field).toHaveAttribute('placeholder', String(context.args.placeholder));
};

// The picker, cascadePicker, day and date-time widgets draw a button named by the label, which opens their picker;
// the chosen option's text (or the placeholder) and the error are read out as its description.

function triggerOf({ canvasElement, args }: PlayContext): HTMLElement {
  return within(canvasElement).getByRole('button', { name: String(args.label) });
}

/** The closed picker shows `shown`: the chosen option's text, or the placeholder when nothing is chosen. */
export const showsChoice =
  (shown: string): Play =>
  async (context) => {
    await expect(triggerOf(context)).toHaveAccessibleDescription(shown);
  };

/** The closed picker reads out its error, the story's first one, after what it shows. */
export const showsChoiceError: Play = async (context) => {
  await expect(triggerOf(context)).toHaveAccessibleDescription(expect.stringContaining((context.args.rawErrors as string[])[0]!));
};

/** The picker cannot be opened and still shows `shown`. */
export const showsChoiceDisabled =
  (shown: string): Play =>
  async (context) => {
    await expect(triggerOf(context)).toBeDisabled();
    await showsChoice(shown)(context);
  };

/** The open picker's offered items on each wheel (antd-mobile marks them with data-selected), and the chosen ones. */
export function wheelItems(): { offered: string[]; chosen: string[] } {
  const items = [...document.querySelectorAll('.adm-picker [data-selected]')];
  return {
    offered: items.map((item) => item.textContent ?? ''),
    chosen: items.filter((item) => item.getAttribute('data-selected') === 'true').map((item) => item.textContent ?? ''),
  };
}
