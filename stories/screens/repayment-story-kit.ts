import { expect, fn, within } from 'storybook/test';
import { ApiError } from '../../src/api/api-error.ts';
import type { RepaymentViewProps } from '../../src/screens/repayment/repayment-view.tsx';

// What the two repayment screens' stories share: the view's props around the screen's own data, and the states the
// view draws the same way for both (loading under the screen's title, a failed load with 'Try again').

export const repaymentViewArgs = (
  descriptor: RepaymentViewProps['descriptor'],
  nodes: RepaymentViewProps['nodes'],
  data: RepaymentViewProps['data'],
) => ({
  descriptor,
  nodes,
  data,
  error: undefined as RepaymentViewProps['error'],
  onRetry: fn(),
  actions: { openCode: fn(), copyCode: fn(), pay: fn(async () => {}) },
  onNavigate: fn(),
});

/** While loading: the screen's title drawn at once, a skeleton for the rest. */
export const loadingStory = (title: string) => ({
  args: { data: undefined },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
});

/** The load failed: the message and 'Try again', which asks the screen to load again. */
export const loadFailedStory = {
  args: { data: undefined, error: new ApiError('network') },
  play: async ({ canvasElement, args, userEvent }: { canvasElement: HTMLElement; args: Pick<RepaymentViewProps, 'onRetry'>; userEvent: { click: (element: Element) => Promise<void> } }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
