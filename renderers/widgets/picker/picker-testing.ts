import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  await waitFor(
    async () => {
      const item = (await picker.findByText(text)).closest('[data-selected]') as HTMLElement;
      if (item.getAttribute('data-selected') !== 'true') fireEvent.click(item);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(item).toHaveAttribute('data-selected', 'true');
    },
    { timeout: 5000 },
  );
  // The wheel tells the picker after a timer, and the picker's own render follows; waited out inside act, React has
  // drawn that before this returns, so a Confirm tapped next hands over this option even on a busy machine (the
  // whole gate once confirmed the option chosen before it).
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  expect((await picker.findByText(text)).closest('[data-selected]')).toHaveAttribute('data-selected', 'true');
}
