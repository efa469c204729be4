import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';

// Plays that several screens' stories share: what a borrower sees and can do in a state every load has.

type PlayContext = Pick<StoryContext, 'canvasElement' | 'userEvent' | 'args'>;

/** A load that failed: its message is shown once, and Try again asks for the load again. */
export async function retriesAfterFailure({ canvasElement, userEvent, args }: PlayContext, text = message('error.network')): Promise<void> {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(text);
  await expect(canvas.getAllByText(text)).toHaveLength(1);
  await userEvent!.click(within(alert).getByRole('button', { name: message('common.retry') }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
}

/** A load under way: the skeleton says so to a screen reader, and no failure is shown. */
export async function showsLoading({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status', { name: message('common.loading') })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('alert')).toBeNull();
}
