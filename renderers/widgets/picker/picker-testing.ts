import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

// For tests (jsdom) of the picker widgets and of the forms that hold them.
//
// Why not user-event: in jsdom, which has no layout, the wheel's drag handling takes user-event's
// pointer sequence, so an option is tapped with a plain click event. And a wheel hands its choice to
// the picker after a debounce, and the picker hands it back, so a tap made before the previous one
// has settled can be undone; each pick waits until its option stays chosen.

/** The open picker of the field labelled `label` (each picker is titled with its field's label). */
export async function findPicker(label: string): Promise<ReturnType<typeof within>> {
  const title = await screen.findByText(label, { selector: '.adm-picker-header-title' }, { timeout: 5000 });
  return within(title.closest('.adm-picker') as HTMLElement);
}

/** Taps the option `text` on the picker's wheels until it is the chosen one, and stays so. */
export async function pickOption(picker: ReturnType<typeof within>, text: string): Promise<void> {
  const chosen = async () => (await picker.findByText(text)).closest('[data-selected]') as HTMLElement;
  // The wheel tells the picker after a timer, and the picker's own render follows; each wait is made inside act, so
  // React has drawn that hand-over before the option is read again. On a busy machine the hand-over of an earlier tap
  // can still undo this one after it looked chosen (the gate's unit lane caught both), so the option must read as
  // chosen across two settles in a row, and is tapped again whenever it does not.
  const deadline = Date.now() + 5000;
  let settledChosen = 0;
  while (settledChosen < 2) {
    const item = await chosen();
    if (item.getAttribute('data-selected') === 'true') settledChosen += 1;
    else {
      settledChosen = 0;
      if (Date.now() > deadline) break;
      fireEvent.click(item);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  }
  expect(await chosen()).toHaveAttribute('data-selected', 'true');
}
