import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';

// Plays that several screens' stories share: what a borrower sees and can do in a state every load has.

type PlayContext = Pick<StoryContext, 'canvasElement' | 'userEvent' | 'args'>;

/**
 * A load that failed: its message is shown once, and Try again asks for the load again: of the server, in a served
 * screen's story (stories/screens/served-route.tsx, whose `sent` spy hears each request), else through the view's
 * onRetry.
 */
export async function retriesAfterFailure({ canvasElement, userEvent, args }: PlayContext, text = message('error.network')): Promise<void> {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(text);
  await expect(canvas.getAllByText(text)).toHaveLength(1);
  const sent = args.sent as { mock: { calls: unknown[] } } | undefined;
  const askedBefore = sent?.mock.calls.length ?? 0;
  await userEvent!.click(within(alert).getByRole('button', { name: message('common.retry') }));
  if (sent) await waitFor(() => expect(sent.mock.calls.length).toBeGreaterThan(askedBefore));
  else await expect(args.onRetry).toHaveBeenCalledOnce();
}

/** A load under way: the skeleton says so to a screen reader, and no failure is shown. */
export async function showsLoading({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status', { name: message('common.loading') })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('alert')).toBeNull();
}
