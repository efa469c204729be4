import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { message } from '../../core/messages.ts';
import corpus from '../../schemas/fixtures/loan-details.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { JointLoginFailure } from '../../src/api/service.ts';
import { JointLoginFailureView } from '../../src/screens/joint-login-failure/joint-login-failure-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

const info = corpus.jointLoginFailure as JointLoginFailure;

const meta = {
  title: 'Screens/Joint login failure',
  component: JointLoginFailureView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { data: undefined, error: undefined, onRetry: fn(), onOpenProduct: fn() },
} satisfies Meta<typeof JointLoginFailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two clickable products and one grey. */
export const Loaded: Story = {
  args: { data: info },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(info.errMessage)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: info.family[0]!.buttonText });
    // Only a product with globally 1 offers its button; the others are shown grey, without one.
    await expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual(info.family.filter((product) => product.globally === 1).map(() => false));
    await userEvent.click(buttons[0]!);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(expect.objectContaining({ productId: info.family[0]!.productId }), expect.any(Number));
  },
};
/** A product's link is being fetched: its button spins, the others wait. */
export const OpeningProduct: Story = {
  args: { data: info, opening: info.family[0]?.productId },
  // While one product's link is fetched, the other products wait.
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: info.family[0]!.buttonText }) as HTMLButtonElement[];
    await expect(buttons.slice(1).every((button) => button.disabled)).toBe(true);
  },
};
/** Nothing to offer instead: the failure and its message alone, with no products section. */
export const NoProducts: Story = {
  args: { data: { ...info, family: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(info.errMessage)).toBeVisible();
    await expect(canvas.getByText(message('jointLogin.failed'))).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: message('jointLogin.recommended') })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Loading: Story = { play: showsLoading };
export const LoadFailed: Story = { args: { error: new ApiError('timeout') }, play: (context) => retriesAfterFailure(context, message('error.timeout')) };
